import type { ReactNode } from "react";

/** What every form's field frame takes: the control, its label, and the hint or error under it. */
export type LabelledFieldProps = { id: string; label: string; hint?: string; error?: string; children: ReactNode };
