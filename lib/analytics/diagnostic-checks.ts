// The analytics diagnostics' names and details, by their keys in the `analytics` catalogue (`debug.checks`), with
// their values (errorKey); the debug page says them in the page's language.
export const DIAGNOSTIC_CHECKS = {
  measurementId: "analytics.debug.checks.measurementId",
  usingId: "analytics.debug.checks.usingId",
  idMissing: "analytics.debug.checks.idMissing",
  script: "analytics.debug.checks.script",
  gtagAvailable: "analytics.debug.checks.gtagAvailable",
  gtagMissing: "analytics.debug.checks.gtagMissing",
  storage: "analytics.debug.checks.storage",
  storageWorks: "analytics.debug.checks.storageWorks",
  storageMissing: "analytics.debug.checks.storageMissing",
  visitorId: "analytics.debug.checks.visitorId",
  visitorKept: "analytics.debug.checks.visitorKept",
  visitorNotKept: "analytics.debug.checks.visitorNotKept",
  sessionId: "analytics.debug.checks.sessionId",
  sessionPerLoad: "analytics.debug.checks.sessionPerLoad",
  recording: "analytics.debug.checks.recording",
  eventStored: "analytics.debug.checks.eventStored",
  eventNotStored: "analytics.debug.checks.eventNotStored",
  beacon: "analytics.debug.checks.beacon",
  beaconAvailable: "analytics.debug.checks.beaconAvailable",
  beaconMissing: "analytics.debug.checks.beaconMissing",
} as const;
