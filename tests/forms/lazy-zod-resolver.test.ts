import { describe, expect, it, vi } from "vitest";
import { lazyZodResolver } from "@/lib/forms/lazy-zod-resolver";
import {
  newsletterSignupSchema,
  type NewsletterSignup,
  type NewsletterSignupInput,
} from "@/server/public/newsletter/schema";

const options = { fields: {}, shouldUseNativeValidation: false, criteriaMode: "firstError" as const, names: undefined };

describe("lazyZodResolver", () => {
  it("loads the schema on first use only, then validates with it", async () => {
    const load = vi.fn(async () => newsletterSignupSchema);
    const resolver = lazyZodResolver<NewsletterSignupInput, NewsletterSignup>(load);
    expect(load).not.toHaveBeenCalled();

    const ok = await resolver({ email: "  Ada@Example.com " }, undefined, options);
    expect(ok.values).toEqual({ email: "ada@example.com" });
    expect(ok.errors).toEqual({});

    const bad = await resolver({ email: "not-an-email" }, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors.email?.message).toBe("Please enter a valid email address");
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("lazyZodResolver after a failed load", () => {
  it("retries the load on the next validation", async () => {
    const load = vi
      .fn<() => Promise<typeof newsletterSignupSchema>>()
      .mockRejectedValueOnce(new Error("chunk load failed"))
      .mockResolvedValue(newsletterSignupSchema);
    const resolver = lazyZodResolver<NewsletterSignupInput, NewsletterSignup>(load);

    await expect(resolver({ email: "a@example.com" }, undefined, options)).rejects.toThrow("chunk load failed");
    const ok = await resolver({ email: "a@example.com" }, undefined, options);
    expect(ok.values).toEqual({ email: "a@example.com" });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
