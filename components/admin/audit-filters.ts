/** The audit log's filters, as query parameters (shared by the page, which reads them, and the client table). */
export const AUDIT_FILTER_KEYS = ["entityType", "entityId", "action", "actor", "from", "to"] as const;
export type AuditFilters = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;
