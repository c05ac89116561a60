import "server-only";
import { COUNTRIES } from "@/lib/directory/filters";
import { resolvePlace } from "@/server/geo";

import type { MemberPlace } from "@/lib/account/member-place";

/** The member's location as the directory understands it: a city and/or one of the directory's countries. */
export async function memberPlace(location: string | null): Promise<MemberPlace | null> {
  const text = location?.trim();
  if (!text) return null;
  const place = await resolvePlace(text);
  if (place.type !== "city" && place.type !== "country") return { label: text, city: null, country: null };
  const country = COUNTRIES.some((c) => c.value === place.country) ? place.country : null;
  return { label: text, city: place.type === "city" ? place.name : null, country };
}
