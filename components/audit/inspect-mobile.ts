import type { FormInput, MobileInput, TapTarget, TextSample } from "@/lib/audit/mobile-audit";

const TAP_TARGETS =
  'a[href], button, select, textarea, summary, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), [role="button"], [role="tab"], [role="link"]';
const MAX_TEXT_ELEMENTS = 2000;

function isShown(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const style = getComputedStyle(element);
  return style.visibility !== "hidden" && style.display !== "none";
}

function labelOf(element: Element): string {
  const text = element.getAttribute("aria-label") ?? element.textContent ?? "";
  const label = text.replace(/\s+/g, " ").trim().slice(0, 40);
  return label || element.tagName.toLowerCase();
}

function tapTargets(doc: Document): TapTarget[] {
  return (
    [...doc.querySelectorAll(TAP_TARGETS)]
      .filter(isShown)
      // Links inside running text are exempt from target sizes (WCAG 2.5.8 inline exception).
      .filter((element) => !(element.tagName === "A" && getComputedStyle(element).display === "inline"))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return { label: labelOf(element), width: Math.round(rect.width), height: Math.round(rect.height) };
      })
  );
}

function textSamples(doc: Document): TextSample[] {
  const seen = new Set<Element>();
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node && seen.size < MAX_TEXT_ELEMENTS; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || seen.has(parent) || !node.textContent?.trim()) continue;
    if (parent.closest("script, style, noscript, template, .sr-only")) continue;
    if (isShown(parent)) seen.add(parent);
  }
  return [...seen].map((element) => ({
    label: labelOf(element),
    fontSizePx: Number.parseFloat(getComputedStyle(element).fontSize) || 16,
  }));
}

function formInputs(doc: Document): FormInput[] {
  return [...doc.querySelectorAll("input")].map((input) => ({
    label: input.getAttribute("aria-label") ?? (input.name || input.id || input.type),
    type: input.type,
    inputMode: input.getAttribute("inputmode"),
    name: input.name || null,
    autocomplete: input.getAttribute("autocomplete"),
  }));
}

/** What the mobile audit needs from the current document, measured at the current viewport width. */
export function inspectMobile(doc: Document = document): MobileInput {
  return {
    viewport: doc.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? null,
    tapTargets: tapTargets(doc),
    textSamples: textSamples(doc),
    inputs: formInputs(doc),
  };
}
