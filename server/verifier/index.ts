// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { decideProposals } from "./proposals";
export { pendingProposals } from "./queries";
export type { ListingProposals } from "./queries";
export { stopVerifierQueue } from "./queue";
export { pauseRun, queueListingNow, resumeRun, runVerifier, startRun, verifierProgress } from "./run";
export type { VerifierProgress } from "./run";
