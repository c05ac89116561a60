"use client";

import { Activity, lazy, memo, Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from "react";

/** What a visitor did to an island's server markup before its code had hydrated it, to be done again once it has. */
type Held =
  | { type: "press"; element: HTMLElement }
  | { type: "submit"; form: HTMLFormElement }
  | { type: "field"; element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };

/** What a press works: a button, a checkbox or a radio. Links are left alone: they work without the island's code. */
const PRESSABLE = "button, input[type=checkbox], input[type=radio]";
const HELD_EVENTS = ["click", "submit", "input", "change"] as const;

/** The held action as an event the element would have had, on the element (now hydrated) that had it. */
function replay(held: Held): void {
  if (held.type === "press") {
    if (held.element.isConnected) held.element.click();
    return;
  }
  if (held.type === "submit") {
    if (held.form.isConnected) held.form.requestSubmit();
    return;
  }
  const { element, value } = held;
  if (!element.isConnected) return;
  if (element instanceof HTMLSelectElement) {
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  // Hydrating kept the typed text on screen while the island's state still holds the server's. React notices a change
  // only against the value it last saw: show it its own (through the element's setter, which React watches), then
  // the typed text (through the prototype's, which it does not), and the input event reaches the island as typing.
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  element.value = element.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, value);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Set once the page has hydrated: an island rendered after that was mounted in the browser, not hydrated. */
let pageHydrated = false;

/** Replays the held actions one task apart, so each one's state update has rendered before the next reads it. */
function replayInOrder(held: Held[]): void {
  const next = held.shift();
  if (!next) return;
  replay(next);
  setTimeout(() => replayInOrder(held), 0);
}

/**
 * A client island rendered in full on the server whose code loads after the page's first scripts (when it first
 * renders: as the page hydrates, or when it is opened). Until that code has hydrated it, its server markup stays on
 * screen and its links work natively, and what the visitor does to it is held instead of lost: a press of a button or
 * checkbox, a submitted form, a typed text or a chosen option. Once hydrated, each is done again, in order, on the
 * element that had it. Its markup sits in an element of its own that takes no box (`display: contents`).
 *
 * Rendered on the server (and so hydrated), it waits in an Activity boundary rather than a Suspense one: React writes a
 * large Suspense boundary of a large page apart, at the end of the document, hidden until an inline script moves it
 * into place, while an Activity boundary's markup stays where it is. Mounted in the browser (a panel opened), it waits
 * in a Suspense boundary, showing nothing meanwhile.
 */
export function heldIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Island = lazy(() =>
    load().then((Loaded) => ({
      default: function Hydrated({ onHydrated, ...props }: P & { onHydrated: () => void }) {
        useEffect(onHydrated, [onHydrated]);
        return <Loaded {...(props as P)} />;
      },
    })),
  );

  // Memoised for the same reason: a parent's re-render with the same props must not reach the waiting island.
  return memo(function HeldIsland(props: P) {
    const container = useRef<HTMLDivElement>(null);
    // True on the server and while hydrating, false when mounted in the browser later; kept for the island's
    // lifetime. Not a store: a re-render with new props before the island has hydrated holds up every update of the
    // page until its code has arrived (React must hydrate it first), so nothing here changes after hydration.
    const [fromServer] = useState(() => !pageHydrated);
    // Null once the island has hydrated: from then on it handles its events itself.
    const held = useRef<Held[] | null>([]);

    useEffect(() => {
      pageHydrated = true;
      // On the window, in the capture phase: React stops events aimed at markup it has not hydrated yet.
      const hold = (event: Event) => {
        const target = event.target;
        if (!held.current || !(target instanceof Element) || !container.current?.contains(target)) return;
        if (event.type === "click") {
          const pressed = target.closest<HTMLElement>(PRESSABLE);
          if (!pressed || !container.current.contains(pressed)) return;
          event.preventDefault();
          held.current.push({ type: "press", element: pressed });
        } else if (event.type === "submit" && target instanceof HTMLFormElement) {
          event.preventDefault();
          held.current.push({ type: "submit", form: target });
        } else if (
          target instanceof HTMLSelectElement ||
          target instanceof HTMLTextAreaElement ||
          (target instanceof HTMLInputElement && !target.matches(PRESSABLE))
        ) {
          const last = held.current.at(-1);
          // A text's keystrokes are one change: the last value is the one to give the island.
          if (last?.type === "field" && last.element === target) last.value = target.value;
          else held.current.push({ type: "field", element: target, value: target.value });
        }
      };
      for (const type of HELD_EVENTS) window.addEventListener(type, hold, true);
      return () => {
        for (const type of HELD_EVENTS) window.removeEventListener(type, hold, true);
      };
    }, []);

    const onHydrated = useCallback(() => {
      const actions = held.current ?? [];
      held.current = null;
      // After the island's own effects have rendered what they set (a state taken from the page, say).
      setTimeout(() => replayInOrder(actions), 0);
    }, []);

    const island = <Island {...props} onHydrated={onHydrated} />;
    return (
      <div ref={container} className="contents">
        {fromServer ? <Activity>{island}</Activity> : <Suspense fallback={null}>{island}</Suspense>}
      </div>
    );
  });
}
