// The routes of stored images and the IndexNow key file, through Next's router and its rewrites: a key file name at
// the root reaches its route (a 404 with no key configured), robots.txt and English pages are untouched, and a
// stored image's path is never taken for an English page.
import { expect, test } from "@playwright/test";
import { E2E_POSTGRES_PORT, E2E_PORT } from "../support/e2e-servers";

for (const port of [E2E_PORT, E2E_POSTGRES_PORT]) {
  test.describe(`stored images and the key file (:${port})`, () => {
    const base = `http://127.0.0.1:${port}`;

    test("an unknown or malformed image key is a 404, a bad width a 400, never a page", async () => {
      for (const path of ["/images/%00", "/images/..%2F..%2Fenv"]) {
        const status = (await fetch(`${base}${path}`)).status;
        expect(status, path).toBeGreaterThanOrEqual(400);
        expect(status, path).toBeLessThan(500);
      }
      for (const path of [`/images/${"0".repeat(64)}.png`, "/images/x", `/images/${"0".repeat(64)}.png.tmp`]) {
        const response = await fetch(`${base}${path}`);
        expect(response.status, path).toBe(404);
        expect(response.headers.get("content-type"), path).not.toContain("text/html");
      }
      const width = await fetch(`${base}/images/${"0".repeat(64)}.png?w=7`);
      expect(width.status).toBe(400);
    });

    test("/{key}.txt reaches the key file's route: a 404 when no key is configured", async () => {
      const response = await fetch(`${base}/0f1e2d3c4b5a6978.txt`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect((await fetch(`${base}/robots.txt`)).status).toBe(200);
    });
  });
}
