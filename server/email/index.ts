// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { sendEmail } from "./send-email";
export type { SendEmailResult } from "./send-email";
