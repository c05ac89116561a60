import { STORAGE_KEYS } from "./constants";

/** The visitor's answer to the consent banner, asked once and kept in local storage. */
export type Consent = "granted" | "denied";

type ConsentStorage = Pick<Storage, "getItem" | "setItem"> | null;

export function readConsent(storage: ConsentStorage): Consent | null {
  try {
    const value = storage?.getItem(STORAGE_KEYS.consent);
    return value === "granted" || value === "denied" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the answer; false when storage refuses (the banner then asks again on the next page load). */
export function writeConsent(storage: ConsentStorage, consent: Consent): boolean {
  try {
    storage?.setItem(STORAGE_KEYS.consent, consent);
    return Boolean(storage);
  } catch (error) {
    console.warn("Analytics: could not store the consent choice", error);
    return false;
  }
}
