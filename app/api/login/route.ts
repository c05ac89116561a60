/** Browser navigation target of the Login / Sign Up buttons (spec 1 §7): a relative 303, so it stays on the visitor's origin. */
export function GET() {
  return new Response(null, { status: 303, headers: { location: "/login", "cache-control": "no-store" } });
}
