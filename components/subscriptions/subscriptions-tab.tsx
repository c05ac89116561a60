"use client";

/** The profile's Subscriptions tab (being built). */
export function SubscriptionsTab() {
  return <p className="text-sm text-slate-600">Your subscriptions will appear here.</p>;
}
