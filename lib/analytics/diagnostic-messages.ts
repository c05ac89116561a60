// The analytics diagnostics' names and details as the checks state them (English), each under its key in the
// `analytics` catalogue's `debug.checks`; the debug page shows them in the page's language.
export const DIAGNOSTIC_MESSAGES = {
  measurementId: "Measurement ID configured",
  usingId: "Using {id}",
  idMissing: "NEXT_PUBLIC_GA_ID is not set (or not a G-… id).",
  script: "Analytics script loaded",
  gtagAvailable: "gtag() is available.",
  gtagMissing: "gtag() is missing: the script is blocked (ad blocker, consent) or not configured.",
  storage: "Local storage",
  storageWorks: "Readable and writable.",
  storageMissing: "Unavailable: records last only for this page.",
  visitorId: "Visitor ID",
  visitorKept: "Kept in local storage.",
  visitorNotKept: "Not persisted: a new visitor is counted on every visit.",
  sessionId: "Session ID",
  sessionPerLoad: "One per page load.",
  recording: "Event recording",
  eventStored: "Stored ({before} → {after} records).",
  eventNotStored: "The test event was not stored.",
  beacon: "Beacon API",
  beaconAvailable: "navigator.sendBeacon is available.",
  beaconMissing: "Events fall back to fetch with keepalive.",
} as const;
