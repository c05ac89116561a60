import { fallbackRedirect } from "@/components/detail/fallback-redirect";

// The AI assistant's fallback link for a clinic (spec 1 §2): 308 to the canonical /clinic/{slug} page.
export const GET = fallbackRedirect("clinic");
