import type { LabelledFieldProps } from "@/components/ui/labelled-field";

/** A labelled field with its error message, wired for screen readers. */
export function FormField({ id, label, hint, error, children }: LabelledFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? <p className="text-xs text-slate-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
