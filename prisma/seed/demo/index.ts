// The curated demo set loaded into an empty database (`npm start`, `npm run db:seed`).
// Real, well-known organisations and products with neutral facts only: no ratings, review counts,
// prices or sponsorship; `verified` stays false until someone verifies a listing.
import { APPS } from "./apps";
import { BRANDS } from "./brands";
import { CLINICS } from "./clinics";
import { COMMUNITIES } from "./communities";
import { EVENTS } from "./events";
import { FOODS } from "./foods";
import { LABS } from "./labs";
import { LEADERBOARDS } from "./leaderboards";
import { PRACTITIONERS } from "./practitioners";
import { SUPPLEMENTS } from "./supplements";
import type { DemoListing } from "./types";
import { WEARABLES } from "./wearables";

export type { DemoKind, DemoListing } from "./types";
export const DEMO_LISTINGS: DemoListing[] = [
  ...CLINICS,
  ...LABS,
  ...PRACTITIONERS,
  ...WEARABLES,
  ...SUPPLEMENTS,
  ...FOODS,
  ...APPS,
  ...COMMUNITIES,
  ...BRANDS,
  ...LEADERBOARDS,
  ...EVENTS,
];
