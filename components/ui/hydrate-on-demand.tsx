"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/** Given to the form: true once if the visitor submitted before its code had arrived (that submit was held back). */
export type HeldSubmit = { takeHeldSubmit: () => boolean };

type Moment = { on: "mount" } | { on: "near-viewport"; rootMargin: string };

/** The events that show a visitor is using the form, so its code is wanted now. */
const USE_EVENTS = ["focusin", "pointerdown", "submit"] as const;

/**
 * One form, rendered on the server in full but hydrated only once its code is wanted: as soon as the page has
 * hydrated, or when the form nears the viewport or is touched. Until then its server markup is on screen and
 * typable, and hydrating keeps what was typed (the fields are uncontrolled). A submit made meanwhile is held instead
 * of leaving the page, and handed to the form once it has hydrated. The form's code (react-hook-form, zod and the
 * form itself) thus stays out of the page's first JavaScript.
 */
export function hydrateOnDemand<P extends object>(load: () => Promise<ComponentType<P & HeldSubmit>>, moment: Moment) {
  let release = () => {};
  // The server renders the form at once; the browser waits for the moment to load it.
  const released =
    typeof window === "undefined"
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          release = resolve;
        });
  const Form = lazy(() => released.then(load).then((component) => ({ default: component })));

  return function FormHydratedOnDemand(props: P) {
    const container = useRef<HTMLDivElement>(null);
    const hold = useRef({ hydrated: false, held: false });

    useEffect(() => {
      const element = container.current;
      if (!element) return;
      // No server markup inside (a client-side navigation rendered it): nothing to hydrate, the form is wanted now.
      if (moment.on === "mount" || element.childElementCount === 0) release();
      // On the window, in the capture phase: React stops events aimed at markup it could not hydrate yet.
      const onUse = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        release();
        if (event.type === "submit" && !hold.current.hydrated) {
          event.preventDefault();
          hold.current.held = true;
        }
      };
      for (const type of USE_EVENTS) window.addEventListener(type, onUse, true);
      const observer =
        moment.on === "near-viewport" && typeof IntersectionObserver === "function"
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), {
              rootMargin: moment.rootMargin,
            })
          : null;
      observer?.observe(element);
      return () => {
        for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
        observer?.disconnect();
      };
    }, []);

    // Called once by the form as it hydrates: from then on its own submit handler is in charge.
    const takeHeldSubmit = () => {
      const { held } = hold.current;
      hold.current = { hydrated: true, held: false };
      return held;
    };

    return (
      <div ref={container}>
        <Suspense fallback={null}>
          <Form {...props} takeHeldSubmit={takeHeldSubmit} />
        </Suspense>
      </div>
    );
  };
}
