import { fallbackRedirect } from "@/components/detail/fallback-redirect";

// The AI assistant's fallback link for a food (spec 1 §2): 308 to the canonical /food/{slug} page.
export const GET = fallbackRedirect("food");
