import { STORAGE_KEYS } from "./constants";
import { isMeasurementIdConfigured } from "./ga-config";
import type { AnalyticsStore } from "./store";

export type DiagnosticResult = { name: string; passed: boolean; detail: string };

type DiagnosticProbe = {
  /** NEXT_PUBLIC_GA_ID as built into the page. */
  measurementId: string | undefined;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  store: AnalyticsStore;
  /** Whether window.gtag is a function (the analytics script ran). */
  gtagLoaded: boolean;
  beaconAvailable: boolean;
};

const PROBE_KEY = "ld_analytics_probe";

export { isMeasurementIdConfigured };

function storageWorks(storage: DiagnosticProbe["storage"]): boolean {
  if (!storage) return false;
  try {
    const value = String(Date.now());
    storage.setItem(PROBE_KEY, value);
    const ok = storage.getItem(PROBE_KEY) === value;
    storage.removeItem(PROBE_KEY);
    return ok;
  } catch {
    return false;
  }
}

/** The analytics debug page's 'Run All Tests': configuration, storage, ids and a recorded test event. */
export function runAnalyticsDiagnostics(probe: DiagnosticProbe): DiagnosticResult[] {
  const results: DiagnosticResult[] = [];
  const configured = isMeasurementIdConfigured(probe.measurementId);
  results.push({
    name: "Measurement ID configured",
    passed: configured,
    detail: configured ? `Using ${probe.measurementId}` : "NEXT_PUBLIC_GA_ID is not set (or not a G-… id).",
  });
  results.push({
    name: "Analytics script loaded",
    passed: probe.gtagLoaded,
    detail: probe.gtagLoaded
      ? "gtag() is available."
      : "gtag() is missing: the script is blocked (ad blocker, consent) or not configured.",
  });
  const storageOk = storageWorks(probe.storage);
  results.push({
    name: "Local storage",
    passed: storageOk,
    detail: storageOk ? "Readable and writable." : "Unavailable: records last only for this page.",
  });

  const visitorId = probe.store.visitorId();
  const persisted = storageOk && probe.storage?.getItem(STORAGE_KEYS.visitorId) === visitorId;
  results.push({
    name: "Visitor ID",
    passed: visitorId.length > 0 && persisted,
    detail: persisted ? "Kept in local storage." : "Not persisted: a new visitor is counted on every visit.",
  });
  results.push({ name: "Session ID", passed: probe.store.sessionId.length > 0, detail: "One per page load." });

  const before = probe.store.records().length;
  const event = probe.store.recordEvent({ action: "diagnostic_test", category: "debug", label: "run_all_tests" });
  const stored = probe.store
    .records()
    .some((r) => r.type === "event" && r.timestamp === event.timestamp && r.action === "diagnostic_test");
  results.push({
    name: "Event recording",
    passed: stored,
    detail: stored ? `Stored (${before} → ${probe.store.records().length} records).` : "The test event was not stored.",
  });
  results.push({
    name: "Beacon API",
    passed: probe.beaconAvailable,
    detail: probe.beaconAvailable ? "navigator.sendBeacon is available." : "Events fall back to fetch with keepalive.",
  });
  return results;
}
