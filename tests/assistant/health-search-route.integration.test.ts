import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as signUpRoute } from "@/app/api/auth/signup/route";
import { POST } from "@/app/api/health-search/route";
import { sessionCookieName } from "@/server/auth/member/session";

let client = 0;
const ask = (body: unknown, ip = `192.0.2.${(++client % 200) + 1}`, session?: string) =>
  POST(
    new NextRequest("http://localhost:3000/api/health-search", {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": ip,
        ...(session ? { cookie: `${sessionCookieName()}=${session}` } : {}),
      },
    }),
    { params: Promise.resolve({}) },
  );

async function memberSession(name: string): Promise<string> {
  const email = `${name}-${Date.now()}-${++client}@example.com`;
  const response = await signUpRoute(
    new NextRequest("http://localhost:3000/api/auth/signup", {
      method: "POST",
      body: JSON.stringify({ fullName: `Asker ${name}`, email, password: "correct horse battery" }),
      headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${(client % 200) + 1}` },
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(201);
  return new RegExp(`${sessionCookieName()}=([^;]*)`).exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
}

afterEach(() => vi.useRealTimers());

describe("POST /api/health-search", () => {
  it("answers each phase in the spec's shape", async () => {
    for (const [phase, next] of [
      ["summary", "insights"],
      ["insights", "recommendations"],
      ["recommendations", null],
    ] as const) {
      const response = await ask({ query: "LDL cholesterol", phase });
      expect(response.status, phase).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({
        summary: expect.any(String),
        expertInsights: expect.any(Array),
        nextPhase: next,
        hasMore: next !== null,
      });
      expect(Object.keys(body.recommendations).sort()).toEqual([
        "brands",
        "clinics",
        "foods",
        "labs",
        "supplements",
        "wearables",
      ]);
      expect(Array.isArray(body.nextSteps)).toBe(true);
    }
  });

  it("refuses bad input with 400 and a field message", async () => {
    const cases: [unknown, string][] = [
      [{ query: "   " }, "query"],
      [{ query: "x".repeat(501) }, "query"],
      [{ query: "sleep", phase: "conclusion" }, "phase"],
      [{ query: 42 }, "query"],
      [{ query: "sleep\u0000" }, "query"],
      [{ phase: "summary" }, "query"],
      [{ query: "sleep", locale: "pt" }, "locale"],
    ];
    for (const [body, field] of cases) {
      const response = await ask(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields, JSON.stringify(body)).toHaveProperty(field);
    }
    expect((await ask("{not json")).status).toBe(400);
  });

  it("answers a question and its spelling variants from one cached answer", async () => {
    const first = await (await ask({ query: "Vitamin D", phase: "summary" })).json();
    const again = await (await ask({ query: "  vitamin   d? ", phase: "summary" })).json();
    expect(again).toEqual(first);
  });

  it("answers in the question's language, else the page's locale", async () => {
    const german = await (await ask({ query: "Wie kann ich besser schlafen?", phase: "summary", locale: "fr" })).json();
    expect(german.topics[0]).toMatchObject({ id: "sleep", title: "Schlaf und Erholung" });
    expect(german.disclaimer).toContain("kein Arzt");
    const italian = await (await ask({ query: "HbA1c", phase: "summary", locale: "it" })).json();
    expect(italian.topics[0]).toMatchObject({ id: "hba1c" });
    expect(italian.disclaimer).toContain("medico");
    const spanish = await (await ask({ query: "quiero suicidarme", phase: "summary", locale: "en" })).json();
    expect(spanish.kind).toBe("emergency");
    expect(spanish.summary).toContain("112");
    expect(spanish.disclaimer).toContain("no es un médico");
  });

  it("never caches an emergency answer and puts 112 first", async () => {
    const body = await (
      await ask({ query: "I think I am having a stroke, my face is drooping", phase: "summary" })
    ).json();
    expect(body.kind).toBe("emergency");
    expect(body.summary).toContain("112");
    expect(Object.values(body.recommendations).flat()).toEqual([]);
  });

  it("rate-limits each client with 429 and Retry-After, counted in the database", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 240_000);
    const ip = "198.51.100.200";
    for (let i = 0; i < 60; i++) expect((await ask({ query: "sleep", phase: "summary" }, ip)).status).toBe(200);
    const limited = await ask({ query: "sleep", phase: "summary" }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("counts a signed-in member's questions against the member, not the shared address", async () => {
    const [first, second] = [await memberSession("first"), await memberSession("second")];
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 300_000);
    const office = "198.51.100.201";
    for (let i = 0; i < 60; i++)
      expect((await ask({ query: "sleep", phase: "summary" }, office, first)).status).toBe(200);
    expect((await ask({ query: "sleep", phase: "summary" }, office, first)).status).toBe(429);
    // The same member from elsewhere is still limited; another member and an anonymous visitor at that address are not.
    expect((await ask({ query: "sleep", phase: "summary" }, "198.51.100.202", first)).status).toBe(429);
    expect((await ask({ query: "sleep", phase: "summary" }, office, second)).status).toBe(200);
    expect((await ask({ query: "sleep", phase: "summary" }, office)).status).toBe(200);
  });
});
