/** A browser the server does not take for a bot (HeadlessChrome is one), so its visits reach the first-party counters. */
export const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
