import { fallbackRedirect } from "@/components/detail/fallback-redirect";

// The AI assistant's fallback link for a wearable (spec 1 §2): 308 to the canonical /wearable/{slug} page.
export const GET = fallbackRedirect("wearable");
