import pg from "pg";
import { BIOMARKER_SEED } from "../../prisma/seed/biomarkers";

/**
 * Writes the seed's markers that the catalogue lacks (one statement, after every migration run): a marker the admin
 * edited keeps the admin's values, a marker new to the seed is added. Returns how many were added.
 */
export async function seedBiomarkers(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = BIOMARKER_SEED.map((marker, index) => ({
      slug: marker.slug,
      names: marker.names,
      unit: marker.unit ?? null,
      calculated: marker.calculated,
      inputs: marker.inputs ?? [],
      system: marker.system,
      position: (index + 1) * 10,
    }));
    const result = await client.query(
      `INSERT INTO "Biomarker" (slug, names, unit, calculated, inputs, system, position, "updatedAt")
       SELECT r.slug, r.names, r.unit, r.calculated, ARRAY(SELECT jsonb_array_elements_text(r.inputs)), r.system, r.position, now()
       FROM jsonb_to_recordset($1::jsonb)
         AS r(slug text, names jsonb, unit text, calculated boolean, inputs jsonb, system text, position int)
       ON CONFLICT (slug) DO NOTHING`,
      [JSON.stringify(rows)],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
