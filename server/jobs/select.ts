import "server-only";

/** What an alert digest needs of a subscription that has alerts waiting. */
export type DueSubscription = {
  id: string;
  location: string;
  placeName: string | null;
  placeCity: string | null;
  categories: string[];
  user: { email: string; locale: string };
};
