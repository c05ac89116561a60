import "server-only";
import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { bodyOfRegisterUrl } from "@/lib/listings/accreditation";
import { DIAGNOSTICS } from "@/lib/listings/fact-options";
import { isPublicHttpsUrl } from "@/lib/listings/public-url";
import { programmeOfRegisterUrl } from "@/lib/listings/supplement-facts";

/**
 * What a page states in plain words or links about the facts a buyer decides on: the diagnostics of the catalogue it
 * names, the third-party programmes' register entries it links, and the accreditation registers it links beside a
 * certificate number. Only what the page says: a phrase of the catalogue, a link to a known register host, a number
 * in its body's format; nothing is inferred from anything else.
 */
export type StatedFacts = {
  /** Catalogue values, in the catalogue's order. */
  diagnostics: string[];
  tests: { programme: string; registerUrl: string; product?: string; batch?: string }[];
  accreditations: { body: string; standard: string; number: string; registerUrl: string }[];
};

/**
 * The words each diagnostic of the catalogue goes by, in the six languages: its names and the plain synonyms that
 * mean exactly that test (an "MRI" alone is not a whole-body MRI, nor a bone-density scan a DEXA).
 */
const DIAGNOSTIC_PHRASES: Readonly<Record<string, readonly string[]>> = {
  "whole-body-mri": [
    "whole-body mri",
    "full-body mri",
    "whole-body magnetic resonance imaging",
    "ganzkörper-mrt",
    "ganzkörper-mri",
    "irm corps entier",
    "irm du corps entier",
    "resonancia magnética de cuerpo entero",
    "resonancia magnética de cuerpo completo",
    "risonanza magnetica total body",
    "total-body-mri",
    "total body mri",
  ],
  dexa: ["dexa", "dxa", "dual-energy x-ray absorptiometry", "dexa-scan", "dexa-messung"],
  "cpet-vo2max": [
    "cpet",
    "cardiopulmonary exercise test",
    "cardiopulmonary exercise testing",
    "vo2max test",
    "vo2max testing",
    "vo2max-test",
    "spiroergometrie",
    "spiroergometry",
    "ergospirometría",
    "test cardiopolmonare",
    "épreuve d'effort cardio-respiratoire",
  ],
  cgm: [
    "cgm",
    "continuous glucose monitoring",
    "continuous glucose monitor",
    "kontinuierliche glukosemessung",
    "mesure continue du glucose",
    "monitorización continua de glucosa",
    "monitoraggio continuo della glicemia",
    "continue glucosemeting",
  ],
  "coronary-calcium-score": [
    "coronary calcium score",
    "coronary artery calcium score",
    "coronary artery calcium scoring",
    "cac score",
    "agatston score",
    "koronarkalk-score",
    "koronarkalkscore",
    "score calcique coronaire",
    "puntuación de calcio coronario",
    "punteggio del calcio coronarico",
    "coronaire calciumscore",
  ],
  "epigenetic-age": [
    "epigenetic age",
    "epigenetic clock",
    "dna methylation age",
    "epigenetisches alter",
    "epigenetische uhr",
    "âge épigénétique",
    "edad epigenética",
    "età epigenetica",
    "epigenetische leeftijd",
  ],
  "full-blood-panel": [
    "full blood panel",
    "comprehensive blood panel",
    "großes blutbild",
    "bilan sanguin complet",
    "análisis de sangre completo",
    "esami del sangue completi",
    "uitgebreid bloedonderzoek",
  ],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A phrase as a pattern: whole words only, a space or a hyphen between its words either way. */
function phrasePattern(phrase: string): RegExp {
  const words = phrase
    .split(/[\s-]+/)
    .map(escape)
    .join("[\\s\\-\u2010\u2011]*");
  return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, "iu");
}

const DIAGNOSTIC_PATTERNS = DIAGNOSTICS.map((option) => ({
  value: option.value,
  patterns: [option.label, ...(DIAGNOSTIC_PHRASES[option.value] ?? [])].map((phrase) =>
    phrasePattern(normalised(phrase)),
  ),
}));

/** Subscript digits as digits (VO₂max), typographic apostrophes as one, one space between words. */
function normalised(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2080-\u2089]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ");
}

/**
 * The node's visible words, each element's text apart from its neighbours' (a list's items never run together), at
 * most about `max` characters. Walked with a stack of its own: a page nested deeper than the call stack is still read.
 */
function textOf(root: AnyNode, max: number): string {
  const parts: string[] = [];
  let length = 0;
  const stack: AnyNode[] = [root];
  while (stack.length && length < max) {
    const node = stack.pop()!;
    if (node.type === "text") {
      const text = (node as unknown as { data: string }).data;
      parts.push(text);
      length += text.length;
      continue;
    }
    const children = (node as Element).children as AnyNode[] | undefined;
    if (!children?.length) continue;
    parts.push(" ");
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
  return normalised(parts.join(" ")).trim();
}

/** A page's visible text read for catalogue phrases (at most this much of it). */
const MAX_PROSE_CHARS = 200_000;
/** The words around a link read with it: its own block, as long as the block stays this short. */
const MAX_CONTEXT_CHARS = 600;
const MAX_LINKS = 20;

/** The link's text with its nearest enclosing blocks' text, while they stay short: what the page says beside it. */
function linkContext(link: Element): string {
  let context = textOf(link, MAX_CONTEXT_CHARS);
  let node: Element | null = link.parent && link.parent.type === "tag" ? (link.parent as Element) : null;
  while (node && node.name !== "body") {
    const text = textOf(node, MAX_CONTEXT_CHARS + 1);
    if (text.length > MAX_CONTEXT_CHARS) break;
    context = text;
    node = node.parent && node.parent.type === "tag" ? (node.parent as Element) : null;
  }
  return context;
}

/** A register entry: an https link on a public host with a path beyond the register's home page. */
function registerEntry(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  url.hash = "";
  const text = url.toString();
  if (!isPublicHttpsUrl(text) || (url.pathname.replace(/\/+$/, "") === "" && !url.search)) return null;
  return text;
}

/** A batch or lot number the words around a test link state ("Batch A123", "Lot: 2024-07B", "Charge 12345"). */
const BATCH =
  /(?<![\p{L}\p{N}])(?:batch|lot|charge|lotto|lote|partij)(?:\s*(?:no\.?|nr\.?|number|nummer|n°|#))?\s*[:#]?\s*([A-Z0-9](?:[A-Z0-9-]{1,18}[A-Z0-9])?)(?![\p{L}\p{N}])/iu;

function batchOf(context: string): string | undefined {
  const batch = BATCH.exec(context)?.[1];
  return batch && /\d/.test(batch) ? batch : undefined;
}

/** The certificate numbers the words or the link state, per body: DAkkS's D-ML-12345-01-00 anywhere, UKAS's four or five digits only named as its number. */
const NUMBER_FINDERS: Readonly<Record<string, RegExp>> = {
  dakks: /(?<![A-Za-z0-9])(D-[A-Z]{1,3}-\d{5}-\d{2}-\d{2})(?![A-Za-z0-9])/,
  ukas: /(?<![\p{L}\p{N}])(?:no\.?|nr\.?|number|n°)\s*[:#]?\s*(\d{4,5})(?![\p{L}\p{N}])/iu,
};

/** The standard the words name: exactly one of the two, else none. */
function standardOf(context: string): string | null {
  const medical = /ISO\s*15189/i.test(context);
  const testing = /(?:ISO\/IEC|ISO|EN)\s*17025/i.test(context);
  if (medical === testing) return null;
  return medical ? "iso-15189" : "iso-iec-17025";
}

/**
 * What the page states (scripts and styles already removed). `productNames`: the products its schema.org data
 * names; one of them is the product a register link is about only when it is the page's only one.
 */
export function statedFacts($: CheerioAPI, pageUrl: string, productNames: (string | null)[]): StatedFacts {
  const body = $("body").get(0);
  const prose = body ? textOf(body, MAX_PROSE_CHARS) : "";
  const diagnostics = DIAGNOSTIC_PATTERNS.filter(({ patterns }) => patterns.some((pattern) => pattern.test(prose))).map(
    ({ value }) => value,
  );
  const named = productNames.filter((name): name is string => Boolean(name));
  const product = named.length === 1 ? named[0] : undefined;
  const tests: StatedFacts["tests"] = [];
  const accreditations: StatedFacts["accreditations"] = [];
  $("a[href]")
    .slice(0, 500)
    .each((_, element) => {
      if (tests.length + accreditations.length >= MAX_LINKS) return false;
      const registerUrl = registerEntry($(element).attr("href") ?? "", pageUrl);
      if (!registerUrl) return;
      const programme = programmeOfRegisterUrl(registerUrl);
      const body = programme ? null : bodyOfRegisterUrl(registerUrl);
      if (!programme && !body) return;
      const context = linkContext(element);
      if (programme) {
        const batch = batchOf(context);
        if (product || batch)
          tests.push({ programme, registerUrl, ...(product ? { product } : {}), ...(batch ? { batch } : {}) });
        return;
      }
      const number = NUMBER_FINDERS[body!]?.exec(`${pathOf(registerUrl)} ${context}`)?.[1];
      const standard = standardOf(context);
      if (number && standard) accreditations.push({ body: body!, standard, number, registerUrl });
    });
  return { diagnostics, tests, accreditations };
}

/** The link's path as words (a register may name the certificate in it); a malformed escape reads as none. */
function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return "";
  }
}
