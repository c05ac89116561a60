import type { MemberPlace } from "./member-place";

/**
 * Where the member home's buttons lead, from the member's saved location: a distance search around their city (the
 * text they saved, which resolved to it), else their country's listings; "Set Up Notifications" opens a clinics alert
 * for that place, filled in.
 */
export function homeLinks(place: MemberPlace | null) {
  const near = place?.city ? `near=${encodeURIComponent(place.label)}` : "";
  const country = place?.country ? `country=${encodeURIComponent(place.country)}` : "";
  const around = near || country;
  const directory = (...parts: string[]) => {
    const query = parts.filter(Boolean).join("&");
    return query ? `/directory?${query}` : "/directory";
  };
  return {
    favorites: "/profile?tab=favorites",
    subscriptions: "/profile?tab=subscriptions",
    nearMe: directory(around),
    localClinics: directory("category=clinics", around),
    setUpNotifications: place
      ? `/profile?tab=subscriptions&location=${encodeURIComponent(place.label)}&categories=clinics`
      : "/profile?tab=subscriptions&categories=clinics",
  };
}
