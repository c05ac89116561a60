// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { hashPassword, passwordProblem, timingDummyHash, verifyPassword } from "./member/password";
export { endAllSessions, endSession, startSession } from "./member/session";
export type { SessionUser } from "./member/session";
export { assertSignInAllowed, recordSignInAttempt } from "./member/throttle";
export { consumeToken, issueToken } from "./member/tokens";
