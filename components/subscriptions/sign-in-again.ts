import { LOGGED_OUT_REDIRECT_MS } from "@/components/member/sign-in-redirect";
import { afterToastShown, toast } from "@/components/ui/use-toast";
import { hardNavigate } from "@/lib/browser/navigate";

let redirecting = false;

/** The logged-out toast, then the sign-in navigation after 500 ms, back to this tab afterwards. */
export function signInAgain(copy: { title: string; description: string }): void {
  toast({ variant: "destructive", ...copy });
  if (redirecting) return;
  redirecting = true;
  afterToastShown(LOGGED_OUT_REDIRECT_MS, () =>
    hardNavigate(`/api/login?returnTo=${encodeURIComponent("/profile?tab=subscriptions")}`),
  );
}
