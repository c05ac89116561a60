"use client";

import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/listing/rating-stars";

export type RelatedItem = {
  href: string;
  name: string;
  place?: string;
  sponsored?: true;
  rating?: number;
  reviewCount?: number;
};

/**
 * The related listings as compact rows. A client component handed plain data: a server-rendered list would be sent
 * twice (its HTML, and its element tree in the RSC payload); this way the payload carries only these fields.
 */
export function RelatedList({ items }: { items: RelatedItem[] }) {
  const t = useTranslations("listing");
  return (
    <ul className="related-list">
      {items.map((item) => (
        <li key={item.href} data-testid="related-listing">
          <a href={item.href}>{item.name}</a>
          {item.sponsored ? <span className="badge badge-sponsored">{t("sponsored")}</span> : null}
          {item.place ? <small>{item.place}</small> : null}
          <RatingStars rating={item.rating ?? null} reviewCount={item.reviewCount ?? 0} size={14} />
        </li>
      ))}
    </ul>
  );
}
