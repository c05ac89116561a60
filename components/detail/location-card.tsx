import { useTranslations } from "next-intl";
import { staticMapUrl } from "@/lib/map/static-map";
import { DetailSection } from "./detail-section";
import { DistanceFromPlace } from "./distance-from-place";

type LocatedListing = {
  name: string;
  city: string | null;
  country: string | null;
  /** Its own coordinates (an address), when known. */
  lat: number | null;
  /** Where distance search places it: its own coordinates, else its city's centre. */
  geoLat: number | null;
  geoLng: number | null;
};

/**
 * Where the listing is: a small map (an SVG drawn on the server and cached, no script), whether that is its address
 * or its city's centre, and its distance from the place of the visitor's last distance search.
 */
export function LocationCard({ listing }: { listing: LocatedListing }) {
  const t = useTranslations("near.location");
  if (listing.geoLat === null || listing.geoLng === null) return null;
  const point = { lat: listing.geoLat, lng: listing.geoLng };
  const approximate = listing.lat === null;
  const where = [listing.city, listing.country].filter(Boolean).join(", ");
  return (
    <DetailSection title={t("title")} icon="map-pin" testId="location">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn by this site: nothing to optimise */}
      <img
        src={staticMapUrl(point)}
        alt={where ? t("altIn", { name: listing.name, where }) : t("alt", { name: listing.name })}
        width={400}
        height={240}
        loading="lazy"
        decoding="async"
        className="h-auto w-full rounded-lg border border-slate-200"
      />
      <div className="mt-2 flex flex-col gap-1 text-sm">
        <p className="text-slate-600">
          {approximate ? (where ? t("centre", { where }) : t("centreOfCity")) : t("address")}
        </p>
        <DistanceFromPlace point={point} approximate={approximate} />
      </div>
    </DetailSection>
  );
}
