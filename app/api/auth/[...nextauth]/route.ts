import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/http/app-error";
import { appErrorResponse } from "@/server/http/error-response";
import { oauthOptions, oauthProviders } from "@/server/auth/member/oauth";
import { withMemberHint } from "@/server/auth/member/session";

type Context = { params: Promise<{ nextauth: string[] }> };

/** next-auth's OAuth routes (/api/auth/signin/google, callbacks…), only when a provider is configured; 404 otherwise. */
async function handle(req: NextRequest, context: Context): Promise<Response> {
  if (oauthProviders().length === 0) return appErrorResponse(new AppError("not_found"));
  const handler = NextAuth(oauthOptions()) as (req: NextRequest, context: Context) => Promise<Response>;
  return withMemberHint(await handler(req, context));
}

export const GET = handle;
export const POST = handle;
