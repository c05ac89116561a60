/** The coded errors of a supplement's structured facts; each is a key of the "facts" catalogue. */
export const SUPPLEMENT_ERRORS = {
  form: "facts.errors.ingredientForm",
  programme: "facts.errors.testProgramme",
  testedItem: "facts.errors.testedItem",
  testedItemRequired: "facts.errors.testedItemRequired",
  citation: "facts.errors.citation",
  grade: "facts.errors.grade",
  direction: "facts.errors.direction",
  evidenceText: "facts.errors.evidenceText",
} as const;
