// Drives the Add Brand route handlers in-process, as the form does.
import { NextRequest } from "next/server";
import { GET as captchaRoute } from "@/app/api/captcha/route";
import { POST as submitRoute } from "@/app/api/data/brands/route";
import { GET as enrichRoute } from "@/app/api/enrich-brand/route";
import type { CaptchaChallenge } from "@/lib/brands/submission-schema";

const SITE = "http://localhost:3000";
const context = { params: Promise.resolve({}) };

let counter = 0;
/** A fresh address per call, so rate limits never leak between tests (documentation and benchmark ranges). */
export const nextIp = () => {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
};

export type SolvedCaptcha = { token: string; answer: string; challenge: CaptchaChallenge };

export function answerOf(question: string): number {
  const match = /^What is (\d+) \+ (\d+)\?$/.exec(question);
  if (!match) throw new Error(`Unexpected captcha question: ${question}`);
  return Number(match[1]) + Number(match[2]);
}

export function getCaptcha(ip = nextIp()): Promise<Response> {
  return captchaRoute(new NextRequest(`${SITE}/api/captcha`, { headers: { "x-forwarded-for": ip } }), context);
}

export async function solvedCaptcha(ip = nextIp()): Promise<SolvedCaptcha> {
  const response = await getCaptcha(ip);
  if (response.status !== 200) throw new Error(`GET /api/captcha → ${response.status}`);
  const challenge = (await response.json()) as CaptchaChallenge;
  return { token: challenge.token, answer: String(answerOf(challenge.question)), challenge };
}

export function postBrand(body: unknown, ip = nextIp(), headers: Record<string, string> = {}): Promise<Response> {
  return submitRoute(
    new NextRequest(`${SITE}/api/data/brands`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
    }),
    context,
  );
}

/** A complete submission with a freshly solved captcha. */
export async function submitBrand(
  fields: { website: string; category?: string; description?: string },
  ip = nextIp(),
): Promise<Response> {
  const { token, answer } = await solvedCaptcha();
  return postBrand({ category: "supplements", ...fields, captchaToken: token, captchaAnswer: answer }, ip);
}

export function enrich(url: string | null, ip = nextIp()): Promise<Response> {
  const query = url === null ? "" : `?url=${encodeURIComponent(url)}`;
  return enrichRoute(
    new NextRequest(`${SITE}/api/enrich-brand${query}`, { headers: { "x-forwarded-for": ip } }),
    context,
  );
}
