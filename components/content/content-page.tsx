import type { ReactNode } from "react";

type ContentPageProps = { title: string; intro?: ReactNode; updated?: string; children: ReactNode };

/** The frame of the footer's text pages (help, contact, privacy, terms): a readable column with a heading. */
export function ContentPage({ title, intro, updated, children }: ContentPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 border-b border-slate-200 pb-6">
        <h1 className="page-title">{title}</h1>
        {intro ? <div className="mt-3 text-base text-slate-600">{intro}</div> : null}
        {updated ? <p className="mt-3 text-sm text-slate-500">Last updated {updated}</p> : null}
      </header>
      <div className="content-prose">{children}</div>
    </article>
  );
}

/** A titled part of a text page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
