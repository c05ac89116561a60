const DAY_MS = 86_400_000;

/** The moment `days` working days (Monday to Friday, UTC) after `from`: a Friday payment is due on Tuesday. */
export function addWorkingDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(at);
}
