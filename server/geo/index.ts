// The domain's contract: what other parts of server/ import from it. Everything else in this folder is internal.
export { cityPointWith, countryCodeOf, prepareCityLookup, syncCityPoints } from "./city-points";
export { loadGazetteer } from "./gazetteer";
export type { Gazetteer } from "./gazetteer";
export { resolveNearPlace } from "./near-place";
export type { NearCity } from "./near-place";
export { placeKey } from "./normalize-place";
export { placeSuggestionsIn } from "./place-messages";
export { resolvePlace } from "./resolve-place";
export { geocodeAddress } from "./geocoder";
