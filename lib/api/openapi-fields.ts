// The fields of a JSON Schema in an OpenAPI 3.1 document, flattened for a reference table: the developers page shows
// each answer's shape from the document itself, so the page and the API cannot disagree.

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: boolean | Schema;
};
type Document = { components?: { schemas?: Record<string, unknown> } };

export type SchemaField = { name: string; type: string; required: boolean };

const MAX_DEPTH = 3;
const MAX_ENUM_SHOWN = 12;

function resolved(document: Document, schema: Schema | undefined, seen = new Set<string>()): Schema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.replace(/^#\/components\/schemas\//, "");
  if (seen.has(name)) return {};
  seen.add(name);
  return resolved(document, document.components?.schemas?.[name] as Schema | undefined, seen);
}

/** A schema's type in a few words: "string", "integer | null", "array of object", an enum's values. */
export function typeOf(document: Document, raw: Schema | undefined): string {
  const schema = resolved(document, raw);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map((variant) => typeOf(document, variant)))].join(" | ");
  if (schema.enum)
    return schema.enum.length <= MAX_ENUM_SHOWN
      ? schema.enum.map((value) => (value === null ? "null" : String(value))).join(" | ")
      : `${schema.type ?? "string"} (${schema.enum.length})`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return (
    types.map((type) => (type === "array" ? `array of ${typeOf(document, schema.items)}` : type)).join(" | ") || "any"
  );
}

/**
 * Each field of a schema by its path (`items[].name`), with its type and whether it is required, nested objects
 * (and arrays of them) followed a few levels deep.
 */
export function schemaFields(document: Document, raw: Schema | undefined, prefix = "", depth = 0): SchemaField[] {
  const schema = resolved(document, raw);
  if (schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array")))
    return depth < MAX_DEPTH ? schemaFields(document, schema.items, `${prefix}[]`, depth + 1) : [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const field = { name: path, type: typeOf(document, property), required: required.has(name) };
    const inner = resolved(document, property);
    const nested = inner.properties || resolved(document, inner.items).properties;
    return depth < MAX_DEPTH && nested ? [field, ...schemaFields(document, property, path, depth + 1)] : [field];
  });
}
