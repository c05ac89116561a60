import type { ComponentProps } from "react";
import { Button } from "./button";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, "type" | "disabled" | "asChild"> & {
  /** While the form is being sent: the button is disabled and its icon turns into a spinner. */
  busy: boolean;
  icon?: IconName;
};

/** A form's submit button, disabled with a spinner while the form is being sent. */
export function SubmitButton({ busy, icon, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? <Icon name="loader-2" className="animate-spin" /> : icon ? <Icon name={icon} /> : null}
      {children}
    </Button>
  );
}
