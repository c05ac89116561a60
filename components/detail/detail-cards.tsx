import type { ReactNode } from "react";
import type { IconName } from "@/components/ui/icon-names";
import type { FilterOption } from "@/lib/directory/filters";
import { DetailSection } from "./detail-section";
import { InfoSection, type InfoRow } from "./info-list";
import { TagSection } from "./tag-list";

type Card = { title: string; icon: IconName; testId: string };

/** Chips of a list field; `options` are the lists whose labels name the values, else they are the listing's words. */
export type TagCard = Card & { items: string[]; options?: readonly (readonly FilterOption[])[] };

/** One card of a detail page's main column: chips, label / value rows, or content of the kind's own (null: none). */
export type DetailCard = TagCard | (Card & { rows: InfoRow[] }) | (Card & { content: ReactNode });

/**
 * A detail page's cards in order, each left out when it has nothing to show; `lang` is the language of the listing's
 * own words. Keyed by position: a kind's cards never change places, and the key is sent with each card in the page.
 */
export function DetailCards({ cards, lang }: { cards: DetailCard[]; lang: string }) {
  return cards.map((card, index) => {
    if ("items" in card) return <TagSection key={index} {...card} lang={lang} />;
    if ("rows" in card) return <InfoSection key={index} {...card} />;
    const { content, ...section } = card;
    return content ? (
      <DetailSection key={index} {...section}>
        {content}
      </DetailSection>
    ) : null;
  });
}
