import "server-only";
import { AppError, type FieldIssues } from "@/lib/http/app-error";
import { genericError } from "@/lib/http/error-codes";
import { findUnsafeFields } from "@/lib/security/unsafe-content";
import { isCleanText } from "@/lib/validation/text";

export type BodyType = "json" | "form";

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** Which accepted body type the request's Content-Type names, or a 415 naming what the route takes. */
function bodyTypeOf(request: Request, accepted: readonly BodyType[]): BodyType {
  const type = request.headers.get("content-type") ?? "";
  if (accepted.includes("json") && JSON_TYPE.test(type)) return "json";
  if (accepted.includes("form") && FORM_TYPE.test(type)) return "form";
  const names = accepted.map((t) => (t === "json" ? "application/json" : "a form post")).join(" or ");
  throw new AppError("unsupported_media_type", `Send the body as ${names}`);
}

/** The raw body, refusing it once it grows past the cap (a Content-Length above the cap is refused before reading). */
async function readCapped(request: Request, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new AppError("payload_too_large", `Request body must be at most ${maxBytes} bytes`);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The client went away mid-body (a beacon cut off by the page closing) or sent a broken stream: its fault,
      // not a server error worth an alert.
      throw new AppError("bad_request", "The request body could not be read");
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("bad_request", "Request body is not valid UTF-8");
  }
}

/**
 * Paths of strings holding NUL or other control characters (tab and line breaks allowed) or a lone UTF-16 surrogate
 * (a JSON "\ud800" escape): PostgreSQL refuses both.
 */
function controlCharacterFields(value: unknown, path = ""): string[] {
  if (typeof value === "string") return isCleanText(value, { multiline: true }) ? [] : [path || "_"];
  if (Array.isArray(value))
    return value.flatMap((item, i) => controlCharacterFields(item, `${path}${path ? "." : ""}${i}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isCleanText(key) ? [] : [`${path}${path ? "." : ""}${key.replace(/[^\x20-\x7e]/g, "?")}`]),
      ...controlCharacterFields(item, `${path}${path ? "." : ""}${key}`),
    ]);
  }
  return [];
}

function refuseControlCharacters(value: unknown): void {
  const paths = controlCharacterFields(value);
  if (!paths.length) return;
  const fields: FieldIssues = Object.fromEntries(paths.slice(0, 20).map((p) => [p, [genericError("brokenText")]]));
  throw new AppError("bad_request", genericError("brokenTextSummary"), fields);
}

/** Passwords are never shown anywhere, so any character is allowed in them. */
const isSecretField = (path: string) => /password/i.test(path.split(".").at(-1) ?? "");

/** Script tags, javascript: URLs, event-handler attributes or iframe/object/embed in any text field. */
function refuseUnsafeContent(value: unknown): void {
  const paths = findUnsafeFields(value).filter((path) => !isSecretField(path));
  if (!paths.length) return;
  const unsafe = genericError("unsafe");
  const fields: FieldIssues = Object.fromEntries(paths.slice(0, 20).map((p) => [p || "_", [unsafe]]));
  throw new AppError("bad_request", unsafe, fields);
}

function formToObject(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}

/**
 * The request body as plain data: JSON (only as application/json), or a form post's text fields where the route
 * accepts forms. 415 for any other type, 413 past the cap, 400 for malformed JSON, broken UTF-8 or control characters.
 */
export async function readBody(
  request: Request,
  options: { maxBytes: number; types: readonly BodyType[] },
): Promise<{ type: BodyType; data: unknown }> {
  const type = bodyTypeOf(request, options.types);
  const bytes = await readCapped(request, options.maxBytes);
  let data: unknown;
  if (type === "json") {
    const text = decodeUtf8(bytes);
    try {
      data = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "Malformed JSON body");
    }
  } else {
    const copy = new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: new Uint8Array(bytes),
    });
    try {
      data = formToObject(await copy.formData());
    } catch {
      throw new AppError("bad_request", "Malformed form body");
    }
  }
  refuseControlCharacters(data);
  refuseUnsafeContent(data);
  return { type, data };
}
