import { LOGGED_OUT_REDIRECT_MS } from "@/components/member/logged-out-redirect";
import { afterToastShown, toast } from "@/components/ui/use-toast";
import { hardNavigate } from "@/lib/browser/navigate";

type ErrorBody = { error?: string; fields?: Record<string, string[]>; suggestions?: string[] };

/** The status and JSON body of an apiRequest failure ("400: {…}"), or null when it was not an HTTP answer. */
export function readRequestError(error: unknown): { status: number; body: ErrorBody } | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  let body: ErrorBody = {};
  try {
    const parsed: unknown = JSON.parse(match[2] ?? "");
    if (parsed && typeof parsed === "object") body = parsed as ErrorBody;
  } catch {
    // A body that is not JSON (a proxy's error page): the status alone tells enough.
  }
  return { status: Number(match[1]), body };
}

let redirecting = false;

/** Spec 1 §8: the logged-out toast, then the sign-in navigation after 500 ms, back to this tab afterwards. */
export function signInAgain(): void {
  toast({ variant: "destructive", title: "Unauthorized", description: "You are logged out. Logging in again..." });
  if (redirecting) return;
  redirecting = true;
  afterToastShown(LOGGED_OUT_REDIRECT_MS, () =>
    hardNavigate(`/api/login?returnTo=${encodeURIComponent("/profile?tab=subscriptions")}`),
  );
}
