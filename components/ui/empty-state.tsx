import type { ReactNode } from "react";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

type EmptyStateProps = {
  icon: IconName;
  title: string;
  text: string;
  testId: string;
  /** A heading where the empty list has none above it; a paragraph under the list's own heading. */
  titleAs?: "h2" | "p";
  /** What to do instead, under the text. */
  children?: ReactNode;
};

/** What an empty list shows in its place: an icon, what is missing and why, and what to do instead. */
export function EmptyState({ icon, title, text, testId, titleAs: Title = "h2", children }: EmptyStateProps) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-8 text-center"
      data-testid={testId}
    >
      <Icon name={icon} className="size-8 text-slate-400" />
      <Title className="text-lg font-semibold text-slate-900">{title}</Title>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      {children}
    </div>
  );
}
