// The audits' findings, advice and self-checks travel as codes of the `audit` catalogue's `messages` with their
// values; the page renders them in its language. A metric goes as its id and raw value, a shortened list of elements
// as its first labels and how many more, so the catalogue names the metric and writes the number its own way.
export const AUDIT_MESSAGE_CODES = [
  "checkFailed",
  "notHttps",
  "missingHeader",
  "mixedContentOne",
  "mixedContent",
  "cspInline",
  "cspEval",
  "hstsShort",
  "nosniffWrong",
  "frameWrong",
  "referrerLeaks",
  "poweredBy",
  "adviceHttps",
  "adviceMixedContent",
  "adviceCsp",
  "adviceHsts",
  "adviceFrame",
  "adviceNosniff",
  "adviceReferrer",
  "advicePermissions",
  "adviceCoop",
  "adviceNonces",
  "adviceHstsAge",
  "advicePoweredBy",
  "noViewport",
  "notDeviceWidth",
  "adviceDeviceWidth",
  "zoomBlocked",
  "adviceZoom",
  "smallTapTargets",
  "adviceTapTargets",
  "smallTextOne",
  "smallText",
  "adviceText",
  "inputModeOne",
  "inputMode",
  "adviceInputMode",
  "adviceAutocomplete",
  "adviceViewport",
  "metricOver",
  "metricFarOver",
  "adviceFcp",
  "adviceLcp",
  "adviceInp",
  "adviceCls",
  "adviceTtfb",
  "fastPage",
  "moderatePage",
  "slowPage",
  "slowCritical",
  "unmeasuredFree",
  "badgeAt",
  "allHeaders",
  "oneHeaderMissing",
  "plainHttp",
  "mixedContentCost",
  "noHeaders",
  "sevenHeaders",
  "mobileReady",
  "viewportCost",
  "scoringRan",
  "noError",
] as const;

export type AuditMessageCode = (typeof AUDIT_MESSAGE_CODES)[number];
export type AuditParams = Record<string, string | number>;

/** One finding, piece of advice or self-check name: its catalogue code and values. */
export type AuditMessage = { code: AuditMessageCode; params: AuditParams };

export function auditMessage(code: AuditMessageCode, params: AuditParams = {}): AuditMessage {
  return { code, params };
}

/** A stable identity for a message, to de-duplicate and to key lists. */
export function auditMessageId(message: AuditMessage): string {
  return `${message.code}${JSON.stringify(message.params)}`;
}

/** A shortened list of elements: the first three labels, and how many more there are. */
export function listParams(items: readonly { label: string }[]): { items: string; more: number } {
  return {
    items: items
      .slice(0, 3)
      .map((item) => item.label)
      .join(", "),
    more: Math.max(0, items.length - 3),
  };
}
