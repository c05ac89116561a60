// A catalogue slug's shape, without zod: the directory's page-URL reader (shipped to the browser) checks it too.

/** Lower-case words joined by hyphens ("apob", "omega-3-index"), at most 40 characters. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 40;

export const isBiomarkerSlug = (value: string) => value.length <= SLUG_MAX && SLUG.test(value);
