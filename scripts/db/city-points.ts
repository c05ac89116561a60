// The city coordinates of listings whose city or country changed (or was never looked up), from the offline
// gazetteer: after migrations and seeds, so an existing database and rows written by plain SQL become searchable by
// distance. The app does the same for each listing it writes.
import pg from "pg";
import { allowServerOnlyImports } from "../eval/server-only-hook";

async function serverGeo() {
  allowServerOnlyImports();
  const [points, gazetteer] = await Promise.all([
    import("../../server/geo/city-points"),
    import("../../server/geo/gazetteer"),
  ]);
  return { ...points, loadGazetteer: gazetteer.loadGazetteer };
}

/** The gazetteer's coordinates of each 'city, country' it places, by 'City|Country' (the app's own lookup). */
export async function cityCentres(
  places: readonly { city: string; country: string }[],
): Promise<Map<string, { lat: number; lng: number }>> {
  const { cityPointWith, loadGazetteer } = await serverGeo();
  const g = await loadGazetteer();
  const centres = new Map<string, { lat: number; lng: number }>();
  for (const { city, country } of places) {
    const point = cityPointWith(g, city, country);
    if (point) centres.set(`${city}|${country}`, point);
  }
  return centres;
}

/** Looks up every stale listing's city; returns how many listings were updated. */
export async function syncListingCityPoints(databaseUrl: string): Promise<number> {
  const { syncCityPoints } = await serverGeo();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await syncCityPoints(async (sql, values) => (await client.query(sql, values)).rows);
  } finally {
    await client.end();
  }
}
