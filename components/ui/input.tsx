import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        // text-base on mobile stops iOS Safari zooming into the field on focus.
        "flex h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 sm:h-10 sm:text-sm",
        "focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-emerald-600",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600",
        className,
      )}
      {...props}
    />
  );
}
