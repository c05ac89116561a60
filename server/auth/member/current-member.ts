import "server-only";
import { cookies } from "next/headers";
import { readSession, sessionCookieName, type MemberSession } from "./session";

/** The signed-in member of a per-request page (read from the session cookie and checked on the server), or null. */
export async function currentMember(): Promise<MemberSession | null> {
  return readSession((await cookies()).get(sessionCookieName())?.value);
}
