import type { ReactNode } from "react";
import { Button } from "./button";
import { SubmitButton } from "./submit-button";

type FormActionsProps = {
  busy: boolean;
  /** The submit button's label; `testId` names that button. */
  submit: ReactNode;
  testId: string;
  /** The label of the quiet way out beside it: cancel, discard the changes, start over. */
  cancel: ReactNode;
  onCancel: () => void;
  cancelDisabled?: boolean;
};

/** A form's button row: submit, with a spinner while sending, and a quiet way out. */
export function FormActions({ busy, submit, testId, cancel, onCancel, cancelDisabled }: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <SubmitButton busy={busy} data-testid={testId}>
        {submit}
      </SubmitButton>
      <Button type="button" variant="ghost" disabled={cancelDisabled} onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
