import { auditMessage, listParams, type AuditMessage } from "./audit-messages";
import { outcomeOf, type AuditDeduction, type AuditOutcome } from "./score";

/** Tap targets at least 44 px; text at least 12 px; input mode hints on these input types. */
const MIN_TAP_TARGET_PX = 44;
const MIN_FONT_SIZE_PX = 12;
const EXPECTED_INPUT_MODES: Readonly<Record<string, readonly string[]>> = {
  email: ["email"],
  tel: ["tel"],
  number: ["numeric", "decimal"],
  search: ["search"],
};

/**
 * Mobile deductions (the product rules give none; chosen so that one flaw never fails the page but a page built
 * for desktop does):
 * - no viewport meta tag −30 (the phone renders a 980 px desktop page: critical);
 * - viewport without width=device-width −15;
 * - viewport that blocks zooming (user-scalable=no, maximum-scale below 2) −10;
 * - each tap target under 44×44 px −5, at most −25 (critical when over half of them are);
 * - each text element under 12 px −5, at most −20;
 * - each email/tel/number/search input without the matching inputmode −5, at most −15.
 * Fields named email, phone or name without autocomplete get a recommendation but cost nothing.
 */
const MOBILE_POINTS = {
  missingViewport: 30,
  viewportNotDeviceWidth: 15,
  zoomBlocked: 10,
  perSmallTapTarget: 5,
  maxSmallTapTargets: 25,
  perSmallText: 5,
  maxSmallText: 20,
  perInputWithoutMode: 5,
  maxInputsWithoutMode: 15,
} as const;

export type TapTarget = { label: string; width: number; height: number };
export type TextSample = { label: string; fontSizePx: number };
export type FormInput = {
  label: string;
  type: string;
  inputMode: string | null;
  name: string | null;
  autocomplete: string | null;
};

export type MobileInput = {
  /** The viewport meta tag's content, or null when the page has none. */
  viewport: string | null;
  tapTargets: readonly TapTarget[];
  textSamples: readonly TextSample[];
  inputs: readonly FormInput[];
};

export type MobileAuditResult = AuditOutcome & {
  metrics: {
    viewportPresent: boolean;
    deviceWidth: boolean;
    zoomAllowed: boolean;
    tapTargets: number;
    smallTapTargets: TapTarget[];
    textSamples: number;
    smallText: TextSample[];
    typedInputs: number;
    inputsWithoutMode: FormInput[];
    inputsWithoutAutocomplete: FormInput[];
  };
};

const AUTOCOMPLETE_NAMES = /^(e-?mail|phone|tel|telephone|mobile|name|full-?name)$/i;

function parseViewport(content: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const part of content.split(/[,;]/)) {
    const [key = "", value = ""] = part.split("=").map((s) => s.trim().toLowerCase());
    if (key) entries.set(key, value);
  }
  return entries;
}

function capped(count: number, each: number, max: number): number {
  return Math.min(count * each, max);
}

/** Scores what a page offers phones: the viewport, tap target sizes, text sizes and input keyboards. */
export function scoreMobile(input: MobileInput): MobileAuditResult {
  const deductions: AuditDeduction[] = [];
  const recommendations: AuditMessage[] = [];
  const criticalIssues: AuditMessage[] = [];
  const deduct = (check: string, points: number, detail: AuditMessage, advice: AuditMessage) => {
    deductions.push({ check, points, detail });
    recommendations.push(advice);
  };

  const viewportPresent = input.viewport !== null;
  const viewport = parseViewport(input.viewport ?? "");
  const deviceWidth = viewport.get("width") === "device-width";
  const scalable = viewport.get("user-scalable");
  const maximumScale = Number(viewport.get("maximum-scale") || "10");
  const zoomAllowed = !(scalable === "no" || scalable === "0") && !(maximumScale < 2);

  if (!viewportPresent) {
    const tag = '<meta name="viewport" content="width=device-width, initial-scale=1">';
    const detail = auditMessage("noViewport");
    deduct("viewport", MOBILE_POINTS.missingViewport, detail, auditMessage("adviceViewport", { tag }));
    criticalIssues.push(detail);
  } else {
    if (!deviceWidth) {
      deduct(
        "viewport-width",
        MOBILE_POINTS.viewportNotDeviceWidth,
        auditMessage("notDeviceWidth"),
        auditMessage("adviceDeviceWidth"),
      );
    }
    if (!zoomAllowed) {
      deduct("viewport-zoom", MOBILE_POINTS.zoomBlocked, auditMessage("zoomBlocked"), auditMessage("adviceZoom"));
    }
  }

  const smallTapTargets = input.tapTargets.filter((t) => t.width < MIN_TAP_TARGET_PX || t.height < MIN_TAP_TARGET_PX);
  if (smallTapTargets.length > 0) {
    const detail = auditMessage("smallTapTargets", {
      count: smallTapTargets.length,
      total: input.tapTargets.length,
      size: MIN_TAP_TARGET_PX,
      ...listParams(smallTapTargets),
    });
    const points = capped(smallTapTargets.length, MOBILE_POINTS.perSmallTapTarget, MOBILE_POINTS.maxSmallTapTargets);
    deduct("tap-targets", points, detail, auditMessage("adviceTapTargets", { size: MIN_TAP_TARGET_PX }));
    if (smallTapTargets.length * 2 > input.tapTargets.length) criticalIssues.push(detail);
  }

  const smallText = input.textSamples.filter((t) => t.fontSizePx < MIN_FONT_SIZE_PX);
  if (smallText.length > 0) {
    const detail = auditMessage(smallText.length === 1 ? "smallTextOne" : "smallText", {
      count: smallText.length,
      size: MIN_FONT_SIZE_PX,
      ...listParams(smallText),
    });
    const points = capped(smallText.length, MOBILE_POINTS.perSmallText, MOBILE_POINTS.maxSmallText);
    deduct("font-size", points, detail, auditMessage("adviceText", { size: MIN_FONT_SIZE_PX }));
  }

  const typedInputs = input.inputs.filter((i) => i.type.toLowerCase() in EXPECTED_INPUT_MODES);
  const inputsWithoutMode = typedInputs.filter(
    (i) => !(EXPECTED_INPUT_MODES[i.type.toLowerCase()] ?? []).includes((i.inputMode ?? "").toLowerCase()),
  );
  if (inputsWithoutMode.length > 0) {
    const detail = auditMessage(inputsWithoutMode.length === 1 ? "inputModeOne" : "inputMode", {
      count: inputsWithoutMode.length,
      ...listParams(inputsWithoutMode),
    });
    const points = capped(
      inputsWithoutMode.length,
      MOBILE_POINTS.perInputWithoutMode,
      MOBILE_POINTS.maxInputsWithoutMode,
    );
    deduct("input-mode", points, detail, auditMessage("adviceInputMode"));
  }

  const inputsWithoutAutocomplete = input.inputs.filter(
    (i) => i.name !== null && AUTOCOMPLETE_NAMES.test(i.name) && !i.autocomplete,
  );
  if (inputsWithoutAutocomplete.length > 0) recommendations.push(auditMessage("adviceAutocomplete"));

  return {
    ...outcomeOf(deductions, recommendations, criticalIssues),
    metrics: {
      viewportPresent,
      deviceWidth,
      zoomAllowed,
      tapTargets: input.tapTargets.length,
      smallTapTargets,
      textSamples: input.textSamples.length,
      smallText,
      typedInputs: typedInputs.length,
      inputsWithoutMode,
      inputsWithoutAutocomplete,
    },
  };
}
