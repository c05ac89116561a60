import { fallbackRedirect } from "@/components/detail/fallback-redirect";

// The AI assistant's fallback link for a supplement (spec 1 §2): 308 to the canonical /supplement/{slug} page.
export const GET = fallbackRedirect("supplement");
