import { migrate } from "../../server/db/migrate";
import { syncListingCityPoints } from "./city-points";
import { requireDatabaseUrl } from "./database-url";

const databaseUrl = requireDatabaseUrl();
const applied = await migrate(databaseUrl);
console.log(
  applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
);
const located = await syncListingCityPoints(databaseUrl);
if (located) console.log(`Looked up the city coordinates of ${located} listing(s).`);
