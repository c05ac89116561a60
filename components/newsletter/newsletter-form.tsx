"use client";

import { useCallback, useId, useRef, type FormEvent } from "react";
import { useLazyComponent } from "@/components/ui/use-lazy-component";
import type { NewsletterCopy } from "./newsletter-copy";
import { NewsletterFields } from "./newsletter-fields";
import type { EnhancedNewsletterForm as EnhancedForm } from "./newsletter-form-enhanced";

const loadEnhancedForm = () => import("./newsletter-form-enhanced").then((m) => m.EnhancedNewsletterForm);

/** Start loading a little before the form scrolls into view, so it is ready before anyone reaches it. */
const LOAD_MARGIN = "400px";

/**
 * The Stay Updated sign-up. It sits low on the home page, so its react-hook-form logic loads only when the form nears
 * the viewport or is touched; until then the same markup works as a plain POST. The enhanced form is rendered only
 * once its code has arrived (no Suspense fallback, so never two forms at once), replacing the plain one in a single
 * commit; what was typed, the focus and a pending submit carry over.
 */
export function NewsletterForm({
  source = "home",
  tone = "dark",
  copy,
}: {
  source?: string;
  tone?: "dark" | "light";
  /** Its wording in the page's language (newsletterCopy()). */
  copy: NewsletterCopy;
}) {
  const id = useId();
  const dark = tone === "dark";
  const emailRef = useRef<HTMLInputElement>(null);
  const [Enhanced, enhance] = useLazyComponent<typeof EnhancedForm>(loadEnhancedForm);
  // A submit before the enhanced form has loaded waits for it, rather than posting the page away.
  const submitRequested = useRef(false);

  // A ref callback rather than an effect: it observes the form element itself, from whenever it is attached (the page
  // around it may hydrate in pieces) until it is replaced.
  const observeForm = useCallback(
    (form: HTMLFormElement | null) => {
      if (!form || typeof IntersectionObserver !== "function") return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) enhance();
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(form);
      return () => observer.disconnect();
    },
    [enhance],
  );

  const submitSoon = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitRequested.current = true;
    enhance();
  };
  // Read once, as the enhanced form first renders: the plain field is still on screen then.
  const takeOver = () => ({
    initialEmail: emailRef.current?.value ?? "",
    focused: emailRef.current !== null && document.activeElement === emailRef.current,
    submit: submitRequested.current,
  });

  const plain = (
    <NewsletterFields
      id={id}
      copy={copy}
      dark={dark}
      sourceField={{ name: "source", defaultValue: source }}
      emailField={{ name: "email", ref: emailRef }}
      submitting={false}
      message={null}
      onSubmit={submitSoon}
      formProps={{ ref: observeForm, onFocus: enhance, onPointerDown: enhance }}
    />
  );
  return Enhanced ? <Enhanced id={id} copy={copy} source={source} dark={dark} takeOver={takeOver} /> : plain;
}
