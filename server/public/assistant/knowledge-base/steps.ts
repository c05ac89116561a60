import "server-only";
import type { NextStepObject, NextStepPriority } from "@/lib/assistant/types";

export function step(
  priority: NextStepPriority,
  title: string,
  action: string,
  expert: string,
  href?: string,
): NextStepObject {
  return href ? { step: title, action, expert, priority, href } : { step: title, action, expert, priority };
}
