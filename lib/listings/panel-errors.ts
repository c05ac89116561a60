/** The coded errors of a panel's and an accreditation's fields; each is a key of the "facts" catalogue. */
export const PANEL_ERRORS = {
  currency: "facts.errors.currency",
  registerUrl: "facts.errors.registerUrl",
  registerHost: "facts.errors.registerHost",
  sourceUrl: "facts.errors.sourceUrl",
  checkedAt: "facts.errors.checkedAt",
  body: "facts.errors.body",
  standard: "facts.errors.standard",
  number: "facts.errors.number",
  numberFormat: "facts.errors.numberFormat",
  sampleMethod: "facts.errors.sampleMethod",
  yesNo: "facts.errors.yesNo",
  turnaround: "facts.errors.turnaround",
} as const;
