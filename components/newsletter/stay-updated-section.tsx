import { Icon } from "@/components/ui/icon";
import { floorForDisplay } from "@/server/public/stats/display";
import { LazyNewsletterForm } from "./lazy-newsletter-form";

/** Below this many members the count reads as thin; the line invites people instead of boasting. */
const MEMBERS_SHOWN_FROM = 10;

export function StayUpdatedSection({ members }: { members: number }) {
  return (
    <section
      id="stay-updated"
      aria-labelledby="stay-updated-title"
      className="mx-auto scroll-mt-20 max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-900 via-emerald-800 to-teal-800 px-6 py-12 shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-emerald-500/20 blur-3xl"
        />
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-300">
              <Icon name="bell-ring" aria-hidden="true" className="size-4" />
              Newsletter
            </p>
            <h2 id="stay-updated-title" className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
              Stay Updated
            </h2>
            <p className="mt-3 max-w-lg text-emerald-50/90">
              Be the first to hear about new clinics, labs and brands in the directory, plus the occasional research
              roundup.
            </p>
            <p
              className="mt-5 inline-flex items-center gap-2 text-sm font-medium text-white"
              data-testid="members-line"
            >
              <Icon name="users-round" aria-hidden="true" className="size-4 text-emerald-300" />
              {members >= MEMBERS_SHOWN_FROM
                ? `Join ${floorForDisplay(members, "full")} health optimizers`
                : "Join a growing community of health optimizers"}
            </p>
          </div>
          <div>
            <LazyNewsletterForm source="home" tone="dark" />
            <p className="mt-1 flex items-center gap-1.5 text-xs text-emerald-100/80">
              <Icon name="shield-check" aria-hidden="true" className="size-3.5" />
              We&apos;ll email you a confirmation link first. No spam; unsubscribe in one click.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
