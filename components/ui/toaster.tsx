"use client";

import { lazy, Suspense } from "react";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast and its viewport load with the first toast: most page views never show one, and every page has this.
const ToastList = lazy(() => import("@/components/ui/toast-list").then((module) => ({ default: module.ToastList })));

export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
