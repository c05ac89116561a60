import type { MemberPlace } from "./member-place";

/** Where the member home's buttons lead, from the member's resolved place (null when the location is unknown). */
export function homeLinks(place: MemberPlace | null) {
  const country = place?.country ? `country=${encodeURIComponent(place.country)}` : "";
  const search = place?.city ? `search=${encodeURIComponent(place.city)}` : "";
  const query = (...parts: string[]) => parts.filter(Boolean).join("&");
  const directory = (params: string) => (params ? `/directory?${params}` : "/directory");
  return {
    favorites: "/profile?tab=favorites",
    subscriptions: "/profile?tab=subscriptions",
    // A search narrows across every kind; the city makes it local, the country keeps it in the right place.
    nearMe: directory(query(search, country)),
    localClinics: directory(query("category=clinics", country)),
    setUpNotifications: `/profile?tab=subscriptions${place ? `&location=${encodeURIComponent(place.label)}` : ""}`,
  };
}
