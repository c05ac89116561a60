// The admin import's file and batch error codes, in the `admin` catalogue: what is wrong with a chosen file as a
// whole (read in the browser) and with a batch a client sent (refused by the import routes).
export const IMPORT_ERRORS = {
  fileTooLarge: "admin.import.errors.fileTooLarge",
  notJson: "admin.import.errors.notJson",
  jsonShape: "admin.import.errors.jsonShape",
  noRows: "admin.import.errors.noRows",
  tooManyRows: "admin.import.errors.tooManyRows",
  csvEmpty: "admin.import.errors.csvEmpty",
  csvUnclosedQuote: "admin.import.errors.csvUnclosedQuote",
  csvDuplicateColumn: "admin.import.errors.csvDuplicateColumn",
  batchNotList: "admin.import.errors.batchNotList",
  batchEmpty: "admin.import.errors.batchEmpty",
  batchTooLarge: "admin.import.errors.batchTooLarge",
} as const;
