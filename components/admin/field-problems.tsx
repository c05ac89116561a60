"use client";

import { ApiError } from "@/lib/api-client";

/** The server's field errors of a failed save, by field name ("names.de", "inputs"), already in the page's language. */
export function fieldProblems(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).flatMap(([name, issues]) => (issues[0] ? [[name, issues[0].message]] : [])),
  );
}

/** One field's error under it, tied to the input by its id. */
export function FieldProblem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="text-sm text-red-700">
      {text}
    </p>
  ) : null;
}
