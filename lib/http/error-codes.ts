import type { ErrorKey, ErrorParams } from "./error-key";
import type { SafeFetchFailureCode } from "./fetch-failures";

/** The generic field errors (`errors` catalogue): what a schema or a handler says when it has no words of its own. */
export const GENERIC_ERRORS = {
  required: "errors.required",
  invalid: "errors.invalid",
  type: "errors.type",
  tooShort: "errors.tooShort",
  tooLong: "errors.tooLong",
  tooSmall: "errors.tooSmall",
  tooBig: "errors.tooBig",
  tooFew: "errors.tooFew",
  tooMany: "errors.tooMany",
  email: "errors.email",
  url: "errors.url",
  format: "errors.format",
  option: "errors.option",
  unknownKeys: "errors.unknownKeys",
  controlCharacters: "errors.controlCharacters",
  nameTooLong: "errors.nameTooLong",
  nameControlCharacters: "errors.nameControlCharacters",
  malformedJson: "errors.malformedJson",
  invalidCursor: "errors.invalidCursor",
  brokenText: "errors.brokenText",
  brokenTextSummary: "errors.brokenTextSummary",
  malformedPath: "errors.malformedPath",
  nameTooLongShort: "errors.nameTooLongShort",
  nameNumber: "errors.nameNumber",
  nameWholeNumber: "errors.nameWholeNumber",
  nameWholeNumberBetween: "errors.nameWholeNumberBetween",
  nameAtLeast: "errors.nameAtLeast",
  nameAtMost: "errors.nameAtMost",
  nameOneOf: "errors.nameOneOf",
  nameTrueOrFalse: "errors.nameTrueOrFalse",
  unknownValue: "errors.unknownValue",
  nameTooManyValues: "errors.nameTooManyValues",
  needsPlace: "errors.needsPlace",
  notNearPlace: "errors.notNearPlace",
  cursorMalformed: "errors.cursorMalformed",
  cursorSorted: "errors.cursorSorted",
  unsafe: "errors.unsafe",
  malformedText: "errors.malformedText",
  apiKeyInvalid: "errors.apiKeyInvalid",
  apiKeyLimit: "errors.apiKeyLimit",
} as const;

export type GenericError = keyof typeof GENERIC_ERRORS;

/** A generic error with its values. */
export const genericError = (name: GenericError, params: ErrorParams = {}): ErrorKey => ({
  code: GENERIC_ERRORS[name],
  params,
});

/** Why a website could not be read, as an enrichment's `reason`. */
export const fetchFailure = (failure: SafeFetchFailureCode): ErrorKey => ({
  code: `errors.fetch.${failure}`,
  params: {},
});
