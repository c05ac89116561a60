import type { FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/v4/core";

/**
 * A react-hook-form resolver that loads its zod schema on first validation (the first submit), so
 * zod stays out of the page's initial JavaScript. The schema is still the one the route handler uses.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
      (error: unknown) => {
        // A failed chunk load (flaky network) must not disable validation until reload: the next submit retries.
        resolver = undefined;
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
