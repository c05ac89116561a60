import { AppError } from "@/lib/http/app-error";
import { withPublic } from "@/server/http/route";

// Any /api path no route serves: a JSON 404 for every method, rather than the HTML not-found page (which Next would
// try to treat as a Server Action for a form-encoded POST, and fail with a 500).
const notFound = withPublic(async () => {
  throw new AppError("not_found", "No such API endpoint");
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
