"use client";

import type { FormEvent, ReactNode } from "react";
import { usePagePath } from "./page-path";

type PostFormProps = {
  /** The route the form posts to before hydration; it answers with a 303 back to `returnTo`. */
  action: string;
  /** Hidden fields naming what the button acts on. */
  fields: Record<string, string>;
  /** The page the no-JavaScript form comes back to, unless a PagePathProvider names the page around the card. */
  returnTo: string;
  /** What the button does once its code is there: the form is not sent then. Without it the form is sent. */
  onEnhancedSubmit?: () => void;
  /** The submit button. */
  children: ReactNode;
};

/**
 * A card's or detail page's one-button action: a plain POST form that works before hydration (the route acts and
 * sends the visitor back), then React takes the submit and acts in place. `display: contents`, so the button lays out
 * as if the form were not there.
 */
export function PostForm({ action, fields, returnTo: fallbackReturnTo, onEnhancedSubmit, children }: PostFormProps) {
  const returnTo = usePagePath() ?? fallbackReturnTo;

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!onEnhancedSubmit) return;
    event.preventDefault();
    onEnhancedSubmit();
  }

  return (
    <form method="post" action={action} onSubmit={submit} className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
    </form>
  );
}
