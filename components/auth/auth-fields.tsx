import type { UseFormRegisterReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { FormField } from "./form-field";

type AuthFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  invalid?: boolean;
  registration: UseFormRegisterReturn;
};

export function EmailField({ id, label, error, invalid, registration }: Omit<AuthFieldProps, "hint">) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        aria-invalid={invalid}
        {...registration}
      />
    </FormField>
  );
}

type PasswordFieldProps = AuthFieldProps & { autoComplete: "current-password" | "new-password" };

export function PasswordField({ id, label, error, hint, invalid, autoComplete, registration }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input id={id} type="password" autoComplete={autoComplete} required aria-invalid={invalid} {...registration} />
    </FormField>
  );
}
