"use client";

import { Fragment, useState, type ReactNode } from "react";

/** One action at a time on a list's items: which item is busy, and `whileBusy`, which marks it so while its action runs. */
export function useBusyItem() {
  const [busyId, setBusyId] = useState<string | null>(null);
  async function whileBusy(id: string, action: () => Promise<void>) {
    setBusyId(id);
    try {
      await action();
    } finally {
      setBusyId(null);
    }
  }
  return { busyId, whileBusy };
}

type BusyListProps<Item extends { id: string }> = {
  items: readonly Item[];
  busyId: string | null;
  testId: string;
  children: (item: Item, busy: boolean) => ReactNode;
};

/** A column of item cards, each told whether its action is running. */
export function BusyList<Item extends { id: string }>({ items, busyId, testId, children }: BusyListProps<Item>) {
  return (
    <ul className="flex flex-col gap-3" data-testid={testId}>
      {items.map((item) => (
        <Fragment key={item.id}>{children(item, item.id === busyId)}</Fragment>
      ))}
    </ul>
  );
}
