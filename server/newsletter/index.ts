// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { maskEmail, newNewsletterToken } from "./tokens";
