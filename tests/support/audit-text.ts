import type { AuditMessage } from "@/lib/audit/audit-messages";
import { auditText } from "@/lib/audit/audit-text";
import { translator } from "@/lib/i18n/translator";

const en = await translator("en", "audit");

/** An audit message as the English page shows it, for tests that compare text. */
export function english(message: AuditMessage): string {
  return auditText(en, "en", message);
}
