import { migrate } from "../../server/db/migrate";
import { requireDatabaseUrl } from "./database-url";

const applied = await migrate(requireDatabaseUrl());
console.log(
  applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
);
