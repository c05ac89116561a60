// Where the cards' and detail pages' buttons post before the page has hydrated: plain forms, each route answering with a
// 303 back to `returnTo` (a same-site path), so they work without JavaScript; once hydrated the islands act in place.

/** Saves a listing for the signed-in member (a signed-out visitor is sent to sign in). */
export const FAVORITE_FORM_ACTION = "/api/favorites/save";
/** Adds a listing to, or takes it out of, the visitor's comparison (kept in a cookie for the no-JavaScript path). */
export const COMPARE_FORM_ACTION = "/api/compare";
