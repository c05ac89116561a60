import { cn } from "@/lib/cn";
import { Icon } from "./icon";

/** A check's outcome as a green tick or a red cross, labelled for screen readers. */
export function PassFailIcon({
  passed,
  labels,
  className,
}: {
  passed: boolean;
  labels: { passed: string; failed: string };
  className?: string;
}) {
  return passed ? (
    <Icon
      name="check-circle-2"
      aria-label={labels.passed}
      className={cn(className, "size-4 shrink-0 text-emerald-700")}
    />
  ) : (
    <Icon name="x-circle" aria-label={labels.failed} className={cn(className, "size-4 shrink-0 text-red-700")} />
  );
}
