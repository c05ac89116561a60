import "server-only";
import { randomBytes } from "node:crypto";
import { BRAND_SUBMISSION_ERRORS, type BrandSubmission, type SubmittedBrand } from "@/lib/brands/submission-schema";
import { brandSlug } from "@/lib/directory/kinds";
import { claimKindOfBrand } from "@/lib/listings/disease-claims";
import { fieldError } from "@/lib/http/app-error";
import { db } from "@/server/db/client";
import { Prisma } from "@/server/db/generated/client";
import { isUniqueViolation } from "@/server/db/errors";
import { redeemCaptcha } from "@/server/captcha";
import { gatherBrandData, hostnameWithoutWww, normaliseWebsite } from "@/server/enrichment";
import { registeredClaimWordings } from "@/server/health-claims";
import { holdClaimedText, splitHeldText } from "@/server/listings/write";
import { isListedWebsite, isSubmittedWebsite } from "./known-website";
import { submittedBrandSelect, toSubmittedBrand } from "./select";
import { submittedBrandFields, type SubmittedBrandFields } from "./listing-data";

const refusal = (name: keyof typeof BRAND_SUBMISSION_ERRORS) => ({ code: BRAND_SUBMISSION_ERRORS[name], params: {} });

const MAX_SLUG_CHARS = 80;
const SLUG_ATTEMPTS = 4;
// Twenty submissions of one site may queue on the unique key; each transaction is a few short statements.
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

const duplicate = () => fieldError("conflict", "website", refusal("duplicate"));
const captchaRefused = () => fieldError("bad_request", "captcha", refusal("captcha"));

/** Another brand took the slug between choosing it and inserting: choose again. */
class SlugTaken extends Error {}

// Dots separate words ("acme.com" → "acme-com", "Dr. Nut" → "dr-nut") rather than vanish.
const slugOf = (text: string) =>
  brandSlug(text.replace(/\./g, " "))
    .slice(0, MAX_SLUG_CHARS)
    .replace(/^-+|-+$/g, "");

function baseSlug(name: string, hostname: string): string {
  return slugOf(name) || slugOf(hostname) || "brand";
}

/** The first free slug of base, base-2, base-3…; after a lost race, a random suffix. */
async function freeSlug(tx: Prisma.TransactionClient, base: string, attempt: number): Promise<string> {
  if (attempt > 0) return `${base}-${randomBytes(3).toString("hex")}`;
  const rows = await tx.listing.findMany({
    where: { kind: "brand", slug: { startsWith: base } },
    select: { slug: true },
  });
  const taken = new Set(rows.map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type NewSubmission = {
  fields: SubmittedBrandFields;
  host: string;
  description: string | null;
  enriched: Prisma.InputJsonValue | typeof Prisma.DbNull;
  submitterIp: string;
};

/**
 * The pending listing and its submission row in one transaction. The submission's unique idempotency key (the
 * normalised website) is inserted first: a concurrent submission of the same site waits on it and then fails, so
 * exactly one listing is created however many arrive at once.
 */
async function insertSubmission({
  fields,
  host,
  description,
  enriched,
  submitterIp,
}: NewSubmission): Promise<SubmittedBrand> {
  const base = baseSlug(fields.name, host);
  const registered = await registeredClaimWordings();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.$transaction(async (tx) => {
        const submission = await tx.brandSubmission
          .create({
            data: {
              idempotencyKey: fields.website,
              website: fields.website,
              host,
              category: fields.category,
              description,
              enriched,
              submitterIp,
            },
            select: { id: true },
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? duplicate() : error;
          });
        const slug = await freeSlug(tx, base, attempt);
        // A supplement or food brand's description that makes a disease claim is held for the admin, not written.
        const { shortDescription, description: text } = fields;
        const split = splitHeldText(
          claimKindOfBrand(fields.category),
          { shortDescription, description: text },
          { registered },
        );
        const listing = await tx.listing
          .create({
            data: {
              ...fields,
              shortDescription: split.held.shortDescription === undefined ? shortDescription : "",
              description: split.held.description === undefined ? text : null,
              kind: "brand",
              slug,
              status: "pending",
              origin: "submission",
            },
            select: submittedBrandSelect,
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? new SlugTaken() : error;
          });
        await tx.brandSubmission.update({ where: { id: submission.id }, data: { listingId: listing.id } });
        const held = split.claims.length
          ? await holdClaimedText(tx, {
              listingId: listing.id,
              source: "submission",
              userId: null,
              before: {},
              held: split.held,
              claims: split.claims,
              actor: "visitor",
              ip: submitterIp,
            })
          : null;
        return { ...toSubmittedBrand(listing), held };
      }, TRANSACTION_OPTIONS);
    } catch (error) {
      if (error instanceof SlugTaken && attempt + 1 < SLUG_ATTEMPTS) continue;
      throw error;
    }
  }
}

/**
 * A visitor's brand submission: the captcha is redeemed, a site already submitted or listed is a 409,
 * the site's own home page is read for the gathered data (cached per site, so usually already fetched by the form),
 * and a pending, unverified brand is created with the product's defaults.
 */
export async function submitBrand(submission: BrandSubmission, submitterIp: string): Promise<SubmittedBrand> {
  const website = normaliseWebsite(submission.website);
  const hostname = hostnameWithoutWww(submission.website);
  if (!website || !hostname) throw fieldError("bad_request", "website", refusal("websiteInvalid"));
  if ((await redeemCaptcha(submission.captchaToken, submission.captchaAnswer)) !== "ok") throw captchaRefused();
  if (await isSubmittedWebsite(website)) throw duplicate();
  if (await isListedWebsite(website)) throw fieldError("conflict", "website", refusal("alreadyListed"));

  const gathered = await gatherBrandData(submission.website);
  const fields = submittedBrandFields({ submission, website, hostname, gathered: gathered.ok ? gathered.data : null });
  return insertSubmission({
    fields,
    host: new URL(website).hostname,
    description: submission.description || null,
    enriched: gathered.ok ? gathered.data : Prisma.DbNull,
    submitterIp,
  });
}
