// fast-check generators of hostile input: strings with control characters, NUL, lone surrogates, broken
// percent-encoding, huge values, wrong JSON types, unknown fields and wrong content types.
import fc from "fast-check";

/** Field names the app's forms and APIs use, so generated bodies and queries hit real fields with wrong values. */
export const KNOWN_FIELDS = [
  "query",
  "phase",
  "email",
  "source",
  "type",
  "action",
  "category",
  "label",
  "value",
  "path",
  "visitorId",
  "sessionId",
  "token",
  "from",
  "search",
  "limit",
  "offset",
  "cursor",
  "region",
  "country",
  "verified",
  "brand",
  "specialties",
  "healthConditions",
  "biomarkers",
  "testTypes",
  "advancedBiomarkers",
  "leaderboardType",
  "platform",
  "priceMin",
  "priceMax",
  "accreditation",
  "sampleMethod",
  "turnaround",
  "telehealth",
  "diagnostics",
  "thirdPartyTested",
  "maxServicePrice",
  "sort",
  "itemType",
  "itemId",
  "location",
  "near",
  "radius",
  "remote",
  "sort",
  "lat",
  "lng",
  "categories",
  "active",
  "password",
  "fullName",
  "notifications",
  "website",
  "description",
  "captcha",
  "rating",
  "body",
  "dimensions",
  "rule",
  "locale",
  "id",
  "status",
  "featured",
  "resultsCount",
  "params",
  "__proto__",
  "constructor",
];

const nasty = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u0085",
  "\ud800",
  "\udfff",
  "\ufeff",
  "\u202e",
  "%",
  "%00",
  "%E0%A4%A",
  "%ZZ",
  "%%",
  "\\",
  "'",
  '"',
  "`",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "<img src=x onerror=alert(1)>",
  "../../etc/passwd",
  "${7*7}",
  "' OR 1=1 --",
  "\r\n",
  "😀",
  "ǅ",
  "İ",
  "ß",
  "\u0301",
  " ",
  "",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x7f",
);

/** Strings mixing ordinary text with the pieces above. */
export const hostileString = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(nasty, fc.string({ maxLength: 8 }), fc.string({ unit: "grapheme", maxLength: 4 })), {
        maxLength: 6,
      })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 300, max: 20_000 }).map((n) => "x".repeat(n)) },
);

/** Any JSON-ish value, including wrong types for known fields. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.oneof(fc.constantFrom(...KNOWN_FIELDS), hostileString),
    fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 })),
    { maxKeys: 8 },
  ),
  fc.record({
    query: hostileString,
    phase: fc.oneof(hostileString, fc.constantFrom("summary", "insights", "recommendations")),
  }),
);

export const hostileContentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "",
  "application/json; charset=latin1",
  "*/*",
);

/** A request body: JSON text, broken JSON, raw bytes (invalid UTF-8) or a huge payload. */
export const hostileBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: hostileJson.map((value) => JSON.stringify(value) ?? "null") },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 5_000, max: 200_000 }).map((n) => JSON.stringify({ query: "x".repeat(n) })),
  },
);

export const hostileQuery = fc.dictionary(fc.oneof(fc.constantFrom(...KNOWN_FIELDS), hostileString), hostileString, {
  maxKeys: 5,
});

/** Characters percent-encoded or left raw: a path segment as an attacker might send it. */
export const hostileSegment = fc.oneof(
  hostileString.map((value) => {
    try {
      return encodeURIComponent(value);
    } catch {
      return value.replace(/[\ud800-\udfff]/g, "%ED%A0%80");
    }
  }),
  fc.constantFrom(
    "%E0%A4%A",
    "%",
    "%ZZ",
    "%00",
    "a%0Ab",
    "%C0%AF",
    "%ED%A0%80",
    "..",
    ".",
    "__missing__",
    "x".repeat(500),
  ),
);

/** Text a header can carry at all (no control character but tab, and Latin-1 only, as Node accepts), so the request itself is still sendable. */
const headerText = (value: string) => value.replace(/[\r\n\0]/g, "").replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");

/**
 * An API key header as an attacker might send it: either header name, a well-formed key no one was given, a key with
 * one character wrong, the wrong scheme, an empty value, a huge one or hostile text.
 */
export const hostileApiKeyHeader: fc.Arbitrary<[string, string] | null> = fc.option(
  fc.tuple(
    fc.constantFrom("authorization", "x-api-key"),
    fc.oneof(
      fc.stringMatching(/^ldk_[A-Za-z0-9_-]{43}$/),
      fc.stringMatching(/^Bearer ldk_[A-Za-z0-9_-]{42,44}$/),
      fc.constantFrom("", " ", "Bearer", "Bearer ", "Basic Zm9vOmJhcg==", "ldk_", "bearer\tldk_x", "ldk_%00"),
      fc.integer({ min: 100, max: 6_000 }).map((n) => `Bearer ldk_${"A".repeat(n)}`),
      hostileString.map(headerText),
    ),
  ),
);
