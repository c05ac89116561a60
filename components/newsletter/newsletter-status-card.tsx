import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const TONES: Record<"success" | "neutral" | "error", { icon: IconName; ring: string }> = {
  success: { icon: "mail-check", ring: "bg-emerald-50 text-emerald-700 ring-emerald-100" },
  neutral: { icon: "mail-x", ring: "bg-slate-100 text-slate-700 ring-slate-200" },
  error: { icon: "circle-alert", ring: "bg-amber-50 text-amber-700 ring-amber-100" },
};

type Props = { tone: keyof typeof TONES; title: string; children: ReactNode; actions?: ReactNode };

/** The outcome of a newsletter link: one icon, one heading, a sentence or two and a way back. */
export function NewsletterStatusCard({ tone, title, children, actions }: Props) {
  const { icon, ring } = TONES[tone];
  const t = useTranslations("status-pages");
  return (
    <div className="flex flex-col items-center text-center" data-testid="newsletter-status">
      <span className={cn("flex size-14 items-center justify-center rounded-full ring-8", ring)}>
        <Icon name={icon} className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <div className="mt-3 max-w-md text-slate-600">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions ?? (
          <>
            <Button asChild>
              <Link href="/directory">{t("browse")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/">{t("home")}</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

export function NewsletterStatusSkeleton() {
  const t = useTranslations("status-pages");
  return (
    <div role="status" className="flex flex-col items-center" aria-label={t("loading")}>
      <span className="size-14 animate-pulse rounded-full bg-slate-200 motion-reduce:animate-none" />
      <span className="mt-6 h-8 w-64 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
      <span className="mt-3 h-5 w-80 max-w-full animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
      <span className="mt-8 h-11 w-56 animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none" />
    </div>
  );
}

export function NewsletterPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col justify-center px-4 py-16 sm:py-24">{children}</div>
  );
}
