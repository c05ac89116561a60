import "server-only";
import type { IncomingMessage } from "node:http";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

const HTML_MEDIA_TYPES = new Set(["text/html", "application/xhtml+xml"]);
const CHARSET_SNIFF_BYTES = 1024;

type HtmlBodyResult = { ok: true; html: string } | { ok: false; reason: "too_large" | "network_error" };
type BodyBytesResult = { ok: true; bytes: Buffer } | { ok: false; reason: "too_large" | "network_error" };

function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

export function isHtmlContentType(contentType: string | undefined): boolean {
  return HTML_MEDIA_TYPES.has(mediaType(contentType));
}

export function isPlainTextContentType(contentType: string | undefined): boolean {
  return mediaType(contentType) === "text/plain";
}

/** An image answer (its real type is read from the bytes later), or an untyped one some servers send for files. */
export function isImageContentType(contentType: string | undefined): boolean {
  const type = mediaType(contentType);
  return type.startsWith("image/") || type === "application/octet-stream";
}

function charsetParameter(text: string): string | null {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(text)?.[1] ?? null;
}

// Header charset first, then a <meta charset> / http-equiv in the first bytes (what browsers sniff), else UTF-8.
function decodeHtml(bytes: Buffer, contentType: string | undefined): string {
  const head = bytes.subarray(0, CHARSET_SNIFF_BYTES).toString("latin1");
  const declared =
    charsetParameter(contentType ?? "") ?? (/<meta[^>]+charset/i.test(head) ? charsetParameter(head) : null);
  try {
    return new TextDecoder(declared ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

// The cap applies to decoded bytes, so a small compressed body cannot expand past it.
function decodedStream(response: IncomingMessage): Readable | null {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decoder =
    encoding === "gzip" || encoding === "x-gzip"
      ? createGunzip()
      : encoding === "deflate"
        ? createInflate()
        : encoding === "br"
          ? createBrotliDecompress()
          : null;
  if (decoder) return pipeline(response, decoder, () => {});
  return encoding === "identity" ? response : null;
}

/** Reads a response body as bytes, stopping (and destroying the response) as soon as it exceeds maxBytes. */
export async function readBodyBytes(response: IncomingMessage, maxBytes: number): Promise<BodyBytesResult> {
  const declaredLength = Number(response.headers["content-length"]);
  if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
    response.destroy();
    return { ok: false, reason: "too_large" };
  }
  const stream = decodedStream(response);
  if (!stream) {
    response.destroy();
    return { ok: false, reason: "network_error" };
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy();
      response.destroy();
      return { ok: false, reason: "too_large" };
    }
    chunks.push(buffer);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** Reads an HTML response body, stopping (and destroying the response) as soon as it exceeds maxBytes. */
export async function readHtmlBody(response: IncomingMessage, maxBytes: number): Promise<HtmlBodyResult> {
  const body = await readBodyBytes(response, maxBytes);
  return body.ok ? { ok: true, html: decodeHtml(body.bytes, response.headers["content-type"]) } : body;
}
