// The domain's contract: what other parts of the app import from it. Everything else in this folder is internal.
export { evidenceEntries, listEvidenceEntries } from "./queries";
export { deleteEvidenceEntry, saveEvidenceEntry } from "./write";
