import { SignInRedirect } from "@/components/member/sign-in-redirect";

/**
 * A member page seen logged out: the destructive "Unauthorized" toast, rendered on the server so it is on screen
 * from the first paint, then the sign-in navigation 500 ms after hydration, back to this page afterwards. Without
 * JavaScript the line below it is a link to the same sign-in route.
 */
export function LoggedOutRedirect({ returnTo }: { returnTo: string }) {
  const signIn = `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <>
      <div
        role="status"
        data-testid="logged-out-toast"
        className="fixed top-0 z-[100] flex w-full flex-col p-4 sm:top-auto sm:right-0 sm:bottom-0 md:max-w-[420px]"
      >
        <div className="grid w-full gap-1 rounded-lg border border-red-700 bg-red-700 p-4 text-white shadow-lg">
          <div className="text-sm font-semibold">Unauthorized</div>
          <div className="text-sm opacity-90">You are logged out. Logging in again...</div>
        </div>
      </div>
      <p className="mx-auto max-w-xl px-4 py-16 text-center text-slate-600" data-testid="logged-out">
        <a href={signIn} className="underline underline-offset-2">
          You are logged out. Taking you to sign in…
        </a>
      </p>
      <SignInRedirect href={signIn} />
    </>
  );
}
