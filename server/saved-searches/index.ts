// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export {
  confirmSavedSearch,
  createMemberSavedSearch,
  createVisitorSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  pauseSavedSearchByToken,
  unsubscribeSavedSearchByToken,
  updateSavedSearch,
} from "./mutations";
