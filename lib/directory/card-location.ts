/** "City, Country", the stored location, or just the country: where a card or map point says a listing is. */
export function cardLocation(listing: {
  city: string | null;
  country: string | null;
  location: string | null;
}): string | null {
  if (listing.location) return listing.location;
  if (listing.city && listing.country) return `${listing.city}, ${listing.country}`;
  return listing.country ?? listing.city ?? null;
}

/** The place line a card shows: its own (a stored location), else the city and country it carries. */
export function cardPlace(card: { place?: string; city?: string; country?: string }): string | null {
  return card.place ?? cardLocation({ city: card.city ?? null, country: card.country ?? null, location: null });
}
