// The coded errors of the health-claims register's fields and writes; each is a key of the "admin" catalogue.
export const HEALTH_CLAIM_ERRORS = {
  slug: "admin.healthClaims.errors.slug",
  name: "admin.healthClaims.errors.name",
  nrvAmount: "admin.healthClaims.errors.nrvAmount",
  unit: "admin.healthClaims.errors.unit",
  nrvSource: "admin.healthClaims.errors.nrvSource",
  sourceUrl: "admin.healthClaims.errors.sourceUrl",
  checkedAt: "admin.healthClaims.errors.checkedAt",
  checkedFuture: "admin.healthClaims.errors.checkedFuture",
  status: "admin.healthClaims.errors.status",
  text: "admin.healthClaims.errors.text",
  englishOfficial: "admin.healthClaims.errors.englishOfficial",
  minAmount: "admin.healthClaims.errors.minAmount",
  regulation: "admin.healthClaims.errors.regulation",
  unknownNutrient: "admin.healthClaims.errors.unknownNutrient",
  nutrientHasClaims: "admin.healthClaims.errors.nutrientHasClaims",
  notFound: "admin.healthClaims.errors.notFound",
} as const;
