"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { BOOLEAN_FIELDS, FORMATS, LIST_FIELDS, NUMBER_FIELDS, TEXT_FIELDS } from "@/lib/admin/listing-fields";
import { LISTING_MESSAGES } from "@/lib/admin/listing-messages";
import { matchMessage } from "@/lib/i18n/message-templates";
import type { Translator } from "@/lib/i18n/translator";

type EditorKey = Parameters<Translator<"listing-editor">>[0];

const entries = <K extends string>(group: string, labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([key, label]): [string, EditorKey] => [
    label.toLowerCase(),
    `${group}.${key}` as EditorKey,
  ]);

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
]);

/**
 * The listing schema's and handlers' messages (English on the wire) in the page's language, their field labels too;
 * an import row's "field: message" keeps its field. Any other message is shown as it came.
 */
export function useListingMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations("listing-editor");
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const local = (text: string) => {
        const found = matchMessage(LISTING_MESSAGES, text);
        if (!found) return null;
        const values = { ...found.values };
        const labelKey = typeof values.label === "string" ? LABEL_KEYS.get(values.label.toLowerCase()) : undefined;
        if (labelKey) values.label = t(labelKey);
        return t(`messages.${found.key}` as EditorKey, values);
      };
      const [, field, rest] = /^([\w.]+): (.+)$/s.exec(message) ?? [];
      const part = field && rest ? local(rest) : null;
      return part ? `${field}: ${part}` : (local(message) ?? message);
    },
    [t],
  );
}
