// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { ALERT_RADIUS_KM } from "./match";
export { prepareAlertQueueing, queueAlertsForListing } from "./queue";
export { alertLinkToken } from "./tokens";
