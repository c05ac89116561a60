import { fallbackRedirect } from "@/components/detail/fallback-redirect";

// The AI assistant's fallback link for a lab (spec 1 §2): 308 to the canonical /lab/{slug} page.
export const GET = fallbackRedirect("lab");
