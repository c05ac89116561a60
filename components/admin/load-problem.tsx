import { problemDescription } from "./admin-api";

/** The admin lists' alert when a page of rows failed to load. */
export function LoadProblem({ what, error }: { what: string; error: unknown }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      Could not load {what}. {problemDescription(error)}
    </p>
  );
}
