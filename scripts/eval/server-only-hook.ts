import { register } from "node:module";

// `server-only` throws unless resolved with the react-server condition, which Next.js sets for server code. A script
// running server modules under tsx resolves that one package the same way (and nothing else).
const RESOLVE_HOOK = `export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return next(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
  return next(specifier, context);
}`;

export function allowServerOnlyImports(): void {
  register(`data:text/javascript,${encodeURIComponent(RESOLVE_HOOK)}`);
}
