// The unique idempotency key alone keeps concurrent submissions of one site to one brand: with the early duplicate
// checks switched off, 20 submissions race straight into the transaction.
import { english } from "../support/coded-errors";
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { BRAND_SUBMISSION_ERRORS as M } from "@/lib/brands/submission-schema";
import { db } from "@/server/db/client";
import { nextIp, postBrand, solvedCaptcha } from "./brand-api";

vi.mock("@/server/brands/known-website", () => ({
  isSubmittedWebsite: async () => false,
  isListedWebsite: async () => false,
}));

describe("concurrent submissions past the early checks", () => {
  it("create one listing and one submission; the rest are 409", async () => {
    const website = `https://race-${randomUUID().slice(0, 8)}.test`;
    const captchas = await Promise.all(Array.from({ length: 20 }, () => solvedCaptcha()));
    const responses = await Promise.all(
      captchas.map(({ token, answer }) =>
        postBrand({ website, category: "testing", captchaToken: token, captchaAnswer: answer }, nextIp()),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const conflict = responses.find((r) => r.status === 409)!;
    expect(await conflict.json()).toMatchObject({ error: { code: "conflict", message: english(M.duplicate) } });
    expect(await db.listing.count({ where: { website } })).toBe(1);
    expect(await db.brandSubmission.count({ where: { idempotencyKey: website } })).toBe(1);

    // A later one, with the early checks still off, is refused by the key too.
    const { token, answer } = await solvedCaptcha();
    expect(
      (
        await postBrand({
          website: website.replace("https://", "http://www."),
          category: "testing",
          captchaToken: token,
          captchaAnswer: answer,
        })
      ).status,
    ).toBe(409);
  });
});
