import "server-only";

/**
 * Passwords of at least 10 characters that lists of breached passwords show people pick most. Lower-cased; the
 * check also refuses a password that is one of these with digits or punctuation added at the end.
 */
const COMMON = [
  "1234567890", "12345678910", "0123456789", "1111111111", "0000000000", "1234512345", "1q2w3e4r5t", "1qaz2wsx3edc",
  "qwertyuiop", "qwerty1234", "qwerty12345", "qwertyuiop123", "asdfghjkl1", "asdfghjkl;", "zxcvbnm123", "password1",
  "password12", "password123", "password1234", "passw0rd123", "p@ssw0rd123", "iloveyou12", "iloveyou123", "princess12",
  "sunshine12", "football12", "baseball12", "basketball", "superman12", "starwars12", "whatever12", "trustno1234",
  "letmein123", "welcome123", "welcome1234", "administrator", "admin12345", "admin123456", "changeme123", "monkey1234",
  "dragon1234", "master1234", "shadow1234", "michael123", "jennifer12", "computer12", "internet12", "1234qwerty",
  "abcdefghij", "abcd123456", "abc1234567", "aaaaaaaaaa", "qazwsxedcr", "q1w2e3r4t5", "zaq12wsxcde", "longevity1",
  "healthy123", "passwordpassword", "mypassword", "mypassword1", "secret1234", "letmein1234", "hello12345", "loveyou123",
] as const;

/** Words people pad with digits or punctuation to reach a length rule ("password123!", "Welcome2024!"). */
const BASES = [
  "password", "passw0rd", "p@ssw0rd", "qwerty", "letmein", "welcome", "admin", "iloveyou", "monkey", "dragon", "football",
  "baseball", "sunshine", "princess", "superman", "starwars", "whatever", "trustno1", "master", "shadow", "secret",
  "changeme", "hello", "longevity", "health", "abc", "abcdef", "qwertz", "azerty",
] as const;

const COMMON_SET = new Set<string>([...COMMON, ...BASES]);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const base = lower.replace(/[\d\W_]+$/u, "");
  return COMMON_SET.has(lower) || COMMON_SET.has(base) || base.length === 0 || /^(.)\1+$/u.test(password);
}
