import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn("input", className)} {...props} />;
}

/** A one-time code from an email or an authenticator app: the digit keypad, and the code offered to autofill. */
export function CodeInput(props: Omit<ComponentProps<"input">, "inputMode" | "autoComplete">) {
  return <Input inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
