"use client";

import { lazy, Suspense, useEffect } from "react";
import { markToastListUnavailable, useToast } from "@/components/ui/use-toast";

const loadToastList = () =>
  import("@/components/ui/toast-list").catch((error: unknown) => {
    markToastListUnavailable();
    throw error;
  });

// Radix Toast and its viewport stay out of every page's first load: most page views never show a toast. The chunk is
// fetched once the browser is idle after hydration, so a toast rarely has to wait for it.
const ToastList = lazy(() => loadToastList().then((module) => ({ default: module.ToastList })));

export function Toaster() {
  const { toasts } = useToast();
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(() => void loadToastList(), 1_000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => void loadToastList(), { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
