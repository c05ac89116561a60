"use client";

/** The profile's Reviews tab (being built). */
export function MyReviewsTab() {
  return <p className="text-sm text-slate-600">Your reviews will appear here.</p>;
}
