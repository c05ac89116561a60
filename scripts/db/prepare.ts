import { migrate } from "../../server/db/migrate";
import { syncListingCityPoints } from "./city-points";
import { seedDemoIfEmpty } from "./seed-demo";

/** What every start does to a database: pending migrations, the demo data when it is empty, listings' city coordinates. */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  await migrate(databaseUrl, { quiet: true });
  await seedDemoIfEmpty(databaseUrl);
  await syncListingCityPoints(databaseUrl);
}
