// The import screen tells the admin which rows' text is held for a disease claim: the preview's row and the summary's
// held rows each mark the phrase and say why, in the admin's language. This follows real preview and commit answers
// from the route handlers into the screen's components.
import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as commitRoute } from "@/app/api/admin/import/commit/route";
import { POST as previewRoute } from "@/app/api/admin/import/preview/route";
import { ImportPreviewTable } from "@/components/admin/import-preview-table";
import { ImportSummary } from "@/components/admin/import-progress";
import {
  readImportFile,
  type ImportCommitResponse,
  type ImportPreviewResponse,
  type ImportSourceRow,
} from "@/lib/import/schema";
import { db } from "@/server/db/client";
import { deleteListings } from "../support/listing-fixtures";
import { withIntl } from "../support/i18n";
import { adminRequest, routeContext, signInAsAdmin } from "./admin-session";

const run = randomUUID().slice(0, 8);
let token = "";

const CSV = [
  "kind,name,website,status,short_description",
  `supplement,Held Sleep Powder ${run},https://held-sleep-${run}.example,published,Cures insomnia in a week`,
  `supplement,Held Schlaf Pulver ${run},https://held-schlaf-${run}.example,published,Heilt Schlaflosigkeit sanft`,
  `supplement,Plain Evening Powder ${run},https://plain-evening-${run}.example,published,Magnesium for your evening`,
].join("\r\n");
const rows = (): ImportSourceRow[] => readImportFile("held.csv", CSV).rows;

const post = async <T,>(route: typeof previewRoute, path: string): Promise<T> => {
  const response = await route(adminRequest(path, { method: "POST", body: { rows: rows() }, token }), routeContext());
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

/** Each held notice's marked phrases, in the order shown. */
const marked = (html: string, testId: string) =>
  html
    .split(`data-testid="${testId}"`)
    .slice(1)
    .map((part) => [...part.split("</div>")[0]!.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) => match[1]));

beforeAll(async () => {
  token = await signInAsAdmin();
});
afterAll(async () => {
  const imported = await db.listing.findMany({ where: { name: { contains: run } }, select: { id: true } });
  await db.listingChangeRequest.deleteMany({ where: { listingId: { in: imported.map((listing) => listing.id) } } });
  await db.auditLog.deleteMany({ where: { entityId: { in: imported.map((listing) => listing.id) } } });
  await deleteListings(imported);
});

describe("the import screen's held notices", () => {
  it("marks each held phrase in the preview's row, in English and German, and none on a plain row", async () => {
    const { rows: plans } = await post<ImportPreviewResponse>(previewRoute, "/api/admin/import/preview");
    expect(plans.map((plan) => plan.held?.length ?? 0)).toEqual([1, 1, 0]);
    const english = renderToStaticMarkup((await withIntl("en"))(<ImportPreviewTable plans={plans} />));
    expect(marked(english, "import-preview-held")).toEqual([["Cures insomnia"], ["Heilt Schlaflosigkeit"]]);
    expect(english).toContain("The text will be held for your approval under Owners, not published:");
    expect(english).toContain("says this product prevents, treats or cures a disease");
    const german = renderToStaticMarkup((await withIntl("de"))(<ImportPreviewTable plans={plans} />));
    expect(marked(german, "import-preview-held")).toEqual([["Cures insomnia"], ["Heilt Schlaflosigkeit"]]);
    expect(german).toContain("Der Text wird unter „Inhaber“ zur Freigabe zurückgehalten");
  });

  it("lists each held row with its phrase marked in the summary after the import, and publishes only the plain row", async () => {
    const { results } = await post<ImportCommitResponse>(commitRoute, "/api/admin/import/commit");
    expect(results.map((result) => [result.outcome, result.published])).toEqual([
      ["created", false],
      ["created", false],
      ["created", true],
    ]);
    const english = renderToStaticMarkup(
      (await withIntl("en"))(<ImportSummary results={results} onAgain={() => {}} />),
    );
    expect(english.split('data-testid="import-result-held-row"')).toHaveLength(3);
    expect(english).toContain("Row 2: the text is held for your approval under Owners and is not published.");
    expect(english).toContain("Row 3: the text is held");
    expect(english).not.toContain("Row 4: the text is held");
    expect(marked(english, "import-held-claims")).toEqual([["Cures insomnia"], ["Heilt Schlaflosigkeit"]]);
    const german = renderToStaticMarkup((await withIntl("de"))(<ImportSummary results={results} onAgain={() => {}} />));
    expect(german).toContain("Zeile 2: Der Text wartet unter „Inhaber“ auf Ihre Freigabe");
    expect(marked(german, "import-held-claims")).toEqual([["Cures insomnia"], ["Heilt Schlaflosigkeit"]]);
    // The held text waits for the admin as a change request from the import, its listing unpublished.
    const held = await db.listingChangeRequest.findMany({
      where: { listing: { name: { contains: run } }, source: "import", status: "pending" },
      select: { listing: { select: { name: true, status: true } } },
    });
    expect(held.map(({ listing }) => listing.status)).toEqual(["draft", "draft"]);
  });
});
