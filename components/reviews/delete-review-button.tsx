import { Button } from "@/components/ui/button";

type DeleteReviewButtonProps = { onDelete: () => void; busy: boolean; testId: string; label: string };

/** The quiet red action that deletes a member's own review. */
export function DeleteReviewButton({ onDelete, busy, testId, label }: DeleteReviewButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onDelete}
      disabled={busy}
      className="text-red-700 hover:text-red-800"
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
