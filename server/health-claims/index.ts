// The domain's contract: what other parts of the app import from it. Everything else in this folder is internal.
export { healthClaimCatalogue, listHealthClaims, registeredClaimWordings, supplementClaims } from "./queries";
export {
  createHealthClaim,
  deleteClaimNutrient,
  deleteHealthClaim,
  saveClaimNutrient,
  updateHealthClaim,
} from "./write";
