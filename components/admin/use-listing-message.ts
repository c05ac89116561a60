"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { BOOLEAN_FIELDS, FORMATS, LIST_FIELDS, NUMBER_FIELDS, TEXT_FIELDS } from "@/lib/admin/listing-fields";
import { LISTING_MESSAGES } from "@/lib/admin/listing-messages";
import { KIND_LABELS, LISTING_KINDS } from "@/lib/directory/kinds";
import { ENGLISH_LOCALE_NAMES, LOCALES } from "@/lib/i18n/locales";
import { localSummary, matchMessage, type MessageValues } from "@/lib/i18n/message-templates";
import type { Translator } from "@/lib/i18n/translator";
import { FACT_MESSAGES, FACT_PART_LABELS } from "@/lib/listings/fact-messages";
import { FACT_KEYS, factDefinition } from "@/lib/listings/facts";

type EditorKey = Parameters<Translator<"listing-editor">>[0];

const entries = <K extends string>(group: string, labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([key, label]): [string, EditorKey] => [
    label.toLowerCase(),
    `${group}.${key}` as EditorKey,
  ]);

/** The structured facts' names ("Test panels"), by their shape. */
const JSON_FACT_LABELS = Object.fromEntries(
  FACT_KEYS.flatMap((key) => {
    const definition = factDefinition(key);
    return definition.type === "json" ? [[definition.shape, definition.label]] : [];
  }),
);

/** The fields' English labels (as messages name them), lowercased, and their labels in the catalogue. */
const LABEL_KEYS = new Map<string, EditorKey>([
  ["name", "fields.name"],
  ...entries("fields", Object.fromEntries(Object.entries(TEXT_FIELDS).map(([key, rule]) => [key, rule.label]))),
  ...entries("fields", Object.fromEntries(Object.entries(NUMBER_FIELDS).map(([key, rule]) => [key, rule.label]))),
  ...entries("fields", {
    website: FORMATS.website.label,
    logoUrl: FORMATS.logoUrl.label,
    email: FORMATS.email.label,
    phone: FORMATS.phone.label,
  }),
  ...entries("badges", BOOLEAN_FIELDS),
  ...entries("lists", LIST_FIELDS),
  ...entries("factLabels", FACT_PART_LABELS),
  ...entries("factLabels", JSON_FACT_LABELS),
]);

const JSON_FACT_NAMES = new Set(Object.values(JSON_FACT_LABELS));
/** A kind as the import's messages name it ("clinic"), and its kind. */
const KIND_BY_LABEL = new Map(LISTING_KINDS.map((kind) => [KIND_LABELS[kind].toLowerCase(), kind]));
const LOCALE_BY_ENGLISH_NAME = new Map(LOCALES.map((locale) => [ENGLISH_LOCALE_NAMES[locale], locale]));
/** "German short description": a translation's field, as the translations' messages name it. */
const TRANSLATION_LABEL = new RegExp(`^(${Object.values(ENGLISH_LOCALE_NAMES).join("|")}) (.+)$`);
/** "Test panels: item 1, name: …": a structured fact, where in it, and the message. */
const FACT_MESSAGE = /^([^:]+): (?:((?:item \d+|[a-z]\w*)(?:, (?:item \d+|[a-z]\w*))*): )?(.+)$/s;

/**
 * The listing schema's and handlers' messages (English on the wire) in the page's language: the structured facts'
 * and the translations' too, with the fields, facts and languages they name; each part of a "field: message; …"
 * summary keeps its field. Any other message is shown as it came.
 */
export function useListingMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations("listing-editor");
  const kinds = useTranslations("kinds.kinds");
  const locale = useLocale();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const languages = new Intl.DisplayNames(locale, { type: "language" });
      const language = (name: string) => {
        const code = LOCALE_BY_ENGLISH_NAME.get(name);
        return code ? (languages.of(code) ?? name) : name;
      };
      const label = (text: string) => {
        const key = LABEL_KEYS.get(text.toLowerCase());
        if (key) return t(key);
        const [, name, field] = TRANSLATION_LABEL.exec(text) ?? [];
        const fieldKey = field ? LABEL_KEYS.get(field) : undefined;
        return name && fieldKey ? t("translationLabel", { language: language(name), field: t(fieldKey) }) : text;
      };
      const said = (text: string, templates: typeof LISTING_MESSAGES | typeof FACT_MESSAGES, group: string) => {
        const found = matchMessage(templates, text);
        if (!found) return null;
        const values: MessageValues = { ...found.values };
        if (typeof values.label === "string") values.label = label(values.label);
        if (typeof values.language === "string") values.language = language(values.language);
        const kind = typeof values.kind === "string" ? KIND_BY_LABEL.get(values.kind) : undefined;
        if (kind) values.kind = kinds(kind);
        return t(`${group}.${found.key}` as EditorKey, values);
      };
      const local = (text: string): string | null => {
        const [, fact, where, rest] = FACT_MESSAGE.exec(text) ?? [];
        if (!fact || !rest || !JSON_FACT_NAMES.has(fact))
          return said(text, LISTING_MESSAGES, "messages") ?? said(text, FACT_MESSAGES, "factMessages");
        const inner = said(rest, LISTING_MESSAGES, "messages") ?? said(rest, FACT_MESSAGES, "factMessages") ?? rest;
        const place = where
          ?.split(", ")
          .map((part) => said(part, FACT_MESSAGES, "factMessages") ?? part)
          .join(", ");
        return [label(fact), ...(place ? [place] : []), inner].join(": ");
      };
      return localSummary(message, local);
    },
    [t, kinds, locale],
  );
}
