// Schemas and handlers state their messages in English, and that wording goes over the wire; a form shows it in the
// page's language by looking it up in a table of English templates, each under its catalogue key. A template's
// `{name}` parts are what varies ("{label} must be at most {max} characters").

export type MessageTemplates = Readonly<Record<string, string>>;
export type MessageValues = Record<string, string | number>;

/** A template with its parts filled in: what a schema or handler states. */
export function fillMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (part, name: string) => (name in values ? String(values[name]) : part));
}

const NUMBER = /^-?\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/;
const patterns = new WeakMap<MessageTemplates, { key: string; pattern: RegExp; names: string[] }[]>();

function patternsOf(templates: MessageTemplates) {
  let list = patterns.get(templates);
  if (!list) {
    list = Object.entries(templates).map(([key, template]) => {
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
      const source = template
        .split(/\{\w+\}/)
        .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.+?)");
      return { key, pattern: new RegExp(`^${source}$`, "s"), names };
    });
    patterns.set(templates, list);
  }
  return list;
}

/**
 * The catalogue key and parts of a message one of the templates states (the first that fits, so a table lists the
 * more particular templates first); numbers come back as numbers, for the catalogue to write in its own way. Null for
 * any other message.
 */
export function matchMessage(
  templates: MessageTemplates,
  message: string,
): { key: string; values: MessageValues } | null {
  for (const { key, pattern, names } of patternsOf(templates)) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    names.forEach((name, index) => {
      const part = match[index + 1] ?? "";
      values[name] = NUMBER.test(part) ? Number(part.replaceAll(",", "")) : part;
    });
    return { key, values };
  }
  return null;
}

/**
 * A handler's summary of field messages ("field: message; other: message") with each message through `local`, its
 * field kept; a message `local` does not know (null) stays as it came.
 */
export function localSummary(summary: string, local: (message: string) => string | null): string {
  return summary
    .split(/; (?=[\w.]+: )/)
    .map((part) => {
      const [, field, rest] = /^([\w.]+): (.+)$/s.exec(part) ?? [];
      const found = field && rest ? local(rest) : null;
      return found ? `${field}: ${found}` : (local(part) ?? part);
    })
    .join("; ");
}
