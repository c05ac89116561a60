"use client";

import { useEffect, useEffectEvent, useState } from "react";

/** Values fetched in this visit, by key: shown again at once when a view comes back (they never go stale). */
const values = new Map<string, unknown>();
/** Requests on their way, by key: components asking for the same key at once share one. */
const pending = new Map<string, Promise<unknown>>();

/**
 * The value for `key`, fetched once in this visit and shared by every component asking for it; `null` asks for
 * nothing. Never retried: a failure is the asking component's own, and the next one to ask for the key asks again.
 */
export function useFetched<T>(key: string | null, load: (key: string) => Promise<T>): { data?: T; error?: unknown } {
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [, setArrived] = useState(0);
  const start = useEffectEvent((key: string): Promise<unknown> => {
    const request = load(key);
    pending.set(key, request);
    request
      .then(
        (value) => void values.set(key, value),
        () => undefined,
      )
      .finally(() => pending.delete(key));
    return request;
  });
  useEffect(() => {
    if (key === null || values.has(key)) return;
    let current = true;
    (pending.get(key) ?? start(key)).then(
      () => current && setArrived((count) => count + 1),
      (error: unknown) => current && setFailure({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  if (key === null) return {};
  if (values.has(key)) return { data: values.get(key) as T };
  return { error: failure?.key === key ? failure.error : undefined };
}
