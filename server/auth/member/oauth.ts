import "server-only";
import type { AuthOptions } from "next-auth";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { env } from "@/env";
import { db } from "@/server/db/client";
import { SESSION_MAX_AGE_S } from "./session";
import { randomBytes } from "node:crypto";

/** The OAuth providers whose credentials are configured; none by default. */
export function oauthProviders(): AuthOptions["providers"] {
  const e = env();
  const providers: AuthOptions["providers"] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)
    providers.push(GoogleProvider({ clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }));
  if (e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET)
    providers.push(GitHubProvider({ clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET }));
  return providers;
}

/**
 * next-auth for OAuth sign-in only. Its JWT carries the same claims as a password sign-in (the user id, a session
 * row's token and the session version), so one readSession() checks every member the same way.
 */
export function oauthOptions(): AuthOptions {
  process.env.NEXTAUTH_URL ??= env().SITE_URL;
  return {
    providers: oauthProviders(),
    secret: env().AUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    useSecureCookies: env().SITE_URL.startsWith("https://"),
    pages: { signIn: "/login", error: "/login" },
    callbacks: {
      // Only addresses the provider has verified: an account is matched by email.
      signIn: ({ user, profile }) =>
        Boolean(user.email) && (profile as { email_verified?: boolean } | undefined)?.email_verified !== false,
      jwt: async ({ token, user, account }) => {
        if (!account || !user.email) return token;
        const email = user.email.toLowerCase();
        const member = await db.user.upsert({
          where: { email },
          update: { emailVerified: new Date() },
          create: {
            email,
            name: user.name,
            firstName: user.name?.split(" ")[0] ?? null,
            image: user.image,
            emailVerified: new Date(),
          },
          select: { id: true, sessionVersion: true },
        });
        const sid = randomBytes(32).toString("base64url");
        await db.session.create({
          data: { sessionToken: sid, userId: member.id, expires: new Date(Date.now() + SESSION_MAX_AGE_S * 1000) },
        });
        return { sub: member.id, sid, sv: member.sessionVersion };
      },
    },
  };
}
