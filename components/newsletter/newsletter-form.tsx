"use client";

import { lazy, startTransition, Suspense, useCallback, useId, useRef, useState, type FormEvent } from "react";
import { NewsletterFields } from "./newsletter-fields";

const EnhancedNewsletterForm = lazy(() => import("./newsletter-form-enhanced").then((m) => ({ default: m.EnhancedNewsletterForm })));

/** Start loading a little before the form scrolls into view, so it is ready before anyone reaches it. */
const LOAD_MARGIN = "400px";

/**
 * The Stay Updated sign-up. It sits low on the home page, so its react-hook-form logic loads only when the form nears
 * the viewport or is touched; until then the same markup works as a plain POST. The swap happens in a transition, so
 * the plain form stays on screen while the code loads, and what was typed, the focus and a pending submit carry over.
 */
export function NewsletterForm({ source = "home", tone = "dark" }: { source?: string; tone?: "dark" | "light" }) {
  const id = useId();
  const dark = tone === "dark";
  const emailRef = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  // A submit before the enhanced form has loaded waits for it, rather than posting the page away.
  const submitRequested = useRef(false);

  // A ref callback rather than an effect: the form sits in a Suspense boundary, which hydrates after this component's
  // effects have run, so only the form itself knows when it is there to observe.
  const observeForm = useCallback((form: HTMLFormElement | null) => {
    if (!form || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setEnhanced(true));
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, []);

  const enhance = () => startTransition(() => setEnhanced(true));
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
      dark={dark}
      sourceField={{ name: "source", defaultValue: source }}
      emailField={{ name: "email", ref: emailRef }}
      submitting={false}
      message={null}
      onSubmit={submitSoon}
      formProps={{ ref: observeForm, onFocus: enhance, onPointerDown: enhance }}
    />
  );
  return (
    <Suspense fallback={plain}>
      {enhanced ? <EnhancedNewsletterForm id={id} source={source} dark={dark} takeOver={takeOver} /> : plain}
    </Suspense>
  );
}
