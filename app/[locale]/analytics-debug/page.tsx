import type { Metadata } from "next";
import { AnalyticsDebug } from "@/components/analytics/analytics-debug";
import { NOINDEX } from "@/lib/seo/metadata";

export const metadata: Metadata = {
  title: "Analytics Debug",
  description: "What this browser has recorded, and diagnostics for the measurement setup.",
  robots: NOINDEX,
};

/** A static page (cached like every public page); the checks run in the visitor's browser. */
export default function Page() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Analytics Debug</h1>
      <AnalyticsDebug />
    </div>
  );
}
