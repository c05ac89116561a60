import Link from "next/link";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";

/** The frame of the owner pages (claim, dashboard, confirmation): a way back, the heading and one card. */
export function OwnerPageFrame({
  title,
  description,
  back,
  children,
  wide = false,
}: {
  title: string;
  description?: string;
  back?: { href: string; label: string };
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto w-full ${wide ? "max-w-6xl" : "max-w-3xl"} px-4 py-8 sm:px-6 sm:py-10 lg:px-8`}>
      {back ? (
        <Link
          href={back.href}
          prefetch={false}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 hover:text-brand-900 sm:min-h-9"
        >
          <Icon name="arrow-left" className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <header className="mt-2 mb-6 flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{title}</h1>
        {description ? <p className="text-slate-600">{description}</p> : null}
      </header>
      {wide ? (
        children
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
      )}
    </div>
  );
}
