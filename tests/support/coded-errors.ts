// Reading the coded error body in tests: each field's codes, and a code's English text as the catalogue says it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import type { FieldErrors, FieldIssues } from "@/lib/http/app-error";
import type { ErrorParams } from "@/lib/http/error-key";

/** Each field's error texts, in order. */
export function fieldMessages(fields: FieldErrors | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([name, errors]) => [name, errors.map((e) => e.message)]));
}

/** Each field's error codes, in order. */
export function fieldCodes(fields: FieldErrors | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([name, errors]) => [name, errors.map((e) => e.code)]));
}

const ROOT = path.join(import.meta.dirname, "../../messages/en");
const namespaces = new Map<string, unknown>();

/** A code's English text, with its values: what a third-party client reads as `message`. */
export function english(code: string, params: ErrorParams = {}): string {
  const namespace = code.slice(0, code.indexOf("."));
  if (!namespaces.has(namespace))
    namespaces.set(namespace, JSON.parse(readFileSync(path.join(ROOT, `${namespace}.json`), "utf8")));
  const t = createTranslator({ locale: "en", messages: { [namespace]: namespaces.get(namespace) } as never });
  return (t as unknown as (key: string, values?: ErrorParams) => string)(code, params);
}

/** A thrown error's fields as their English texts: what the wire's `message`s say in English. */
export function englishFields(fields: FieldIssues | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, issues]) => [
      name,
      issues.map((i) => i.stated ?? english(i.code, i.params)),
    ]),
  );
}
