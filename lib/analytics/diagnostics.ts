import { errorKey } from "@/lib/http/error-key";
import { STORAGE_KEYS } from "./constants";
import { DIAGNOSTIC_CHECKS as M } from "./diagnostic-checks";
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
    name: M.measurementId,
    passed: configured,
    detail: configured ? errorKey(M.usingId, { id: probe.measurementId ?? "" }) : M.idMissing,
  });
  results.push({
    name: M.script,
    passed: probe.gtagLoaded,
    detail: probe.gtagLoaded ? M.gtagAvailable : M.gtagMissing,
  });
  const storageOk = storageWorks(probe.storage);
  results.push({
    name: M.storage,
    passed: storageOk,
    detail: storageOk ? M.storageWorks : M.storageMissing,
  });

  const visitorId = probe.store.visitorId();
  const persisted = storageOk && probe.storage?.getItem(STORAGE_KEYS.visitorId) === visitorId;
  results.push({
    name: M.visitorId,
    passed: visitorId.length > 0 && persisted,
    detail: persisted ? M.visitorKept : M.visitorNotKept,
  });
  results.push({ name: M.sessionId, passed: probe.store.sessionId.length > 0, detail: M.sessionPerLoad });

  const before = probe.store.records().length;
  const event = probe.store.recordEvent({ action: "diagnostic_test", category: "debug", label: "run_all_tests" });
  const stored = probe.store
    .records()
    .some((r) => r.type === "event" && r.timestamp === event.timestamp && r.action === "diagnostic_test");
  results.push({
    name: M.recording,
    passed: stored,
    detail: stored ? errorKey(M.eventStored, { before, after: probe.store.records().length }) : M.eventNotStored,
  });
  results.push({
    name: M.beacon,
    passed: probe.beaconAvailable,
    detail: probe.beaconAvailable ? M.beaconAvailable : M.beaconMissing,
  });
  return results;
}
