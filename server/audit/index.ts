// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { ADMIN_ACTOR, ownerActor, recordAudit } from "./record";
export type { AuditAction, AuditEntry } from "./record";
