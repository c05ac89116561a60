/** The coded errors of a wearable's validation studies and a clinic's services and licence; keys of the "facts" catalogue. */
export const BUYER_FACT_ERRORS = {
  metric: "facts.errors.metric",
  referenceMethod: "facts.errors.referenceMethod",
  doi: "facts.errors.doi",
  sampleSize: "facts.errors.sampleSize",
  agreement: "facts.errors.agreement",
  year: "facts.errors.studyYear",
  studySource: "facts.errors.studySource",
  serviceName: "facts.errors.serviceName",
  servicePrice: "facts.errors.servicePrice",
  priceOrder: "facts.errors.priceOrder",
} as const;
