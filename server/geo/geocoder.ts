import "server-only";
import { env } from "@/env";
import { siteUrl } from "@/lib/site";
import { logger } from "@/server/log/logger";

export type PostalAddress = { street?: string; postcode?: string; city?: string; country?: string };
type Point = { lat: number; lng: number };

type GeocoderOptions = {
  /** The search endpoint: a Photon `/api` or a Nominatim `/search` URL. */
  url: string;
  timeoutMs?: number;
  /** Least time between the starts of two requests (Nominatim's usage policy: one a second). */
  minIntervalMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

const GEOCODER_TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 512 * 1024;

function isPhoton(url: URL): boolean {
  return /\/api\/?$/.test(url.pathname);
}

function requestUrl(base: string, query: string): URL {
  const url = new URL(base);
  url.searchParams.set("q", query);
  url.searchParams.set("limit", "1");
  if (!isPhoton(url)) url.searchParams.set("format", "jsonv2");
  return url;
}

function point(lat: unknown, lng: unknown): Point | null {
  const a = typeof lat === "string" ? Number(lat) : lat;
  const b = typeof lng === "string" ? Number(lng) : lng;
  if (typeof a !== "number" || typeof b !== "number" || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/** The first result of either answer: Nominatim's array of `{lat, lon}` strings, or Photon's GeoJSON features. */
export function firstPoint(answer: unknown): Point | null {
  if (Array.isArray(answer)) {
    const first: unknown = answer[0];
    if (first && typeof first === "object" && "lat" in first && "lon" in first) return point(first.lat, first.lon);
    return null;
  }
  if (answer && typeof answer === "object" && "features" in answer && Array.isArray(answer.features)) {
    const feature: unknown = answer.features[0];
    if (!feature || typeof feature !== "object" || !("geometry" in feature)) return null;
    const geometry = feature.geometry;
    if (!geometry || typeof geometry !== "object" || !("coordinates" in geometry)) return null;
    const coordinates = geometry.coordinates;
    return Array.isArray(coordinates) ? point(coordinates[1], coordinates[0]) : null;
  }
  return null;
}

/** The address as one line, most specific part first; null when it names no place at all. */
function addressLine(address: PostalAddress): string | null {
  const locality = [address.postcode, address.city]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  const parts = [address.street, locality, address.country].map((part) => part?.trim()).filter(Boolean);
  if (!address.city?.trim() && !address.postcode?.trim()) return null;
  const line = parts.join(", ");
  return line.length <= 300 ? line : null;
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) return null;
  return JSON.parse(text) as unknown;
}

/**
 * A geocoder over a configured, trusted endpoint: one request at a time, each at least `minIntervalMs` after the
 * previous one started, with a timeout and a User-Agent naming this site. Any failure is null (logged).
 */
export function createGeocoder({
  url,
  timeoutMs = GEOCODER_TIMEOUT_MS,
  minIntervalMs = 1_000,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: GeocoderOptions): (address: PostalAddress) => Promise<Point | null> {
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;
  const ask = async (query: string): Promise<Point | null> => {
    const wait = lastStart + minIntervalMs - now();
    if (wait > 0) await sleep(wait);
    lastStart = now();
    try {
      const response = await fetch(requestUrl(url, query), {
        headers: { "user-agent": `LongevityDirectory/1.0 (+${siteUrl()}/contact)`, accept: "application/json" },
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        logger.warn({ status: response.status }, "geocoder answered an error");
        return null;
      }
      return firstPoint(await readAnswer(response));
    } catch (error) {
      logger.warn({ err: error }, "geocoder failed");
      return null;
    }
  };
  return (address) => {
    const query = addressLine(address);
    if (!query) return Promise.resolve(null);
    const result = queue.then(() => ask(query));
    queue = result.catch(() => undefined);
    return result;
  };
}

let configured: ((address: PostalAddress) => Promise<Point | null>) | null | undefined;

/**
 * Coordinates of a street address from the configured geocoder (GEOCODER_URL); null without one, or when it finds
 * nothing: the caller then falls back to the offline gazetteer's city centre, marked approximate.
 */
export function geocodeAddress(address: PostalAddress): Promise<Point | null> {
  if (configured === undefined) {
    const url = env().GEOCODER_URL;
    configured = url ? createGeocoder({ url }) : null;
  }
  return configured ? configured(address) : Promise.resolve(null);
}
