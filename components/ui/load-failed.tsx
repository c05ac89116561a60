import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

type LoadFailedProps = { message: string; retryLabel: string; onRetry: () => void; testId: string };

/** A list that could not load: says so and offers to ask again. */
export function LoadFailed({ message, retryLabel, onRetry, testId }: LoadFailedProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm text-slate-700" data-testid={testId}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Icon name="refresh-cw" />
        {retryLabel}
      </Button>
    </div>
  );
}
