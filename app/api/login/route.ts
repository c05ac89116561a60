import { NextResponse, type NextRequest } from "next/server";

/** Browser navigation target of the Login / Sign Up buttons (spec 1 §7); member accounts land in a later release. */
export function GET(req: NextRequest) {
  return NextResponse.redirect(new URL("/login", req.nextUrl), 303);
}
