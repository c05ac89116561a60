import "server-only";
import { BIOMARKER_ERRORS, type Biomarker, type BiomarkerInput } from "@/lib/biomarkers/catalogue";
import { FACT_ERRORS } from "@/lib/listings/editor-errors";
import { invalidInput } from "@/lib/http/app-error";
import { recordAudit } from "@/server/audit";
import { revalidateBiomarkers } from "@/server/cache/revalidate";
import { db } from "@/server/db/client";

/**
 * Saves a catalogue marker (the slug names it: saving a slug again edits that marker, a new slug goes last in its
 * body system), its inputs checked against the catalogue, with its audit record in the same transaction; everything
 * reading the catalogue refreshes.
 */
export async function saveBiomarker(input: BiomarkerInput, options: { ip?: string | null }): Promise<Biomarker> {
  const saved = await db.$transaction(async (tx) => {
    const known = new Set(
      (await tx.biomarker.findMany({ where: { slug: { in: input.inputs } }, select: { slug: true } })).map(
        (row) => row.slug,
      ),
    );
    const unknown = input.inputs.filter((slug) => !known.has(slug));
    if (unknown.length)
      throw invalidInput({
        inputs: unknown.map((value) => ({ code: BIOMARKER_ERRORS.unknownInput, params: { value } })),
      });
    const before = await tx.biomarker.findUnique({ where: { slug: input.slug } });
    const data = {
      names: input.names,
      loinc: input.loinc,
      loincSource: input.loincSource,
      unit: input.unit,
      calculated: input.calculated,
      inputs: input.inputs,
      system: input.system,
    };
    let position = before?.position;
    if (position === undefined) {
      const last = await tx.biomarker.aggregate({ _max: { position: true }, where: { system: input.system } });
      const overall = await tx.biomarker.aggregate({ _max: { position: true } });
      position = (last._max.position ?? overall._max.position ?? 0) + 1;
    }
    await tx.biomarker.upsert({
      where: { slug: input.slug },
      create: { slug: input.slug, position, ...data },
      update: data,
    });
    await recordAudit(tx, {
      action: "biomarker.save",
      entityType: "biomarker",
      entityId: input.slug,
      before: before
        ? {
            names: before.names as Record<string, string>,
            loinc: before.loinc,
            loincSource: before.loincSource,
            unit: before.unit,
            calculated: before.calculated,
            inputs: before.inputs,
            system: before.system,
          }
        : null,
      after: data,
      ip: options.ip,
    });
    return { slug: input.slug, ...data };
  });
  revalidateBiomarkers();
  return saved;
}

/**
 * The first marker of the listing's panels that is not in the catalogue, as the field error of its place
 * ("testPanels.0.biomarkers.2"); the lenient form schema only checks a slug's shape, this reads the table.
 */
export async function refuseUnknownPanelMarkers(
  tx: Pick<typeof db, "biomarker">,
  panels: readonly { biomarkers: readonly string[]; calculated?: readonly string[] }[] | null | undefined,
): Promise<void> {
  if (!panels?.length) return;
  const wanted = [...new Set(panels.flatMap((panel) => [...panel.biomarkers, ...(panel.calculated ?? [])]))];
  const known = new Set(
    (await tx.biomarker.findMany({ where: { slug: { in: wanted } }, select: { slug: true } })).map((row) => row.slug),
  );
  for (const [index, panel] of panels.entries())
    for (const [part, values] of [
      ["biomarkers", panel.biomarkers],
      ["calculated", panel.calculated ?? []],
    ] as const)
      for (const [at, value] of values.entries())
        if (!known.has(value))
          throw invalidInput({
            [`testPanels.${index}.${part}.${at}`]: [
              { code: FACT_ERRORS.unknownBiomarker, params: { value: value.slice(0, 40) } },
            ],
          });
}
