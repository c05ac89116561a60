import type { ReactNode } from "react";
import type { IconName } from "@/components/ui/icon-names";
import { DetailSection } from "./detail-section";

/** `id` names a row whose label is translated, so a page can tell which rows another card already shows. */
export type InfoRow = { id?: string; label: string; value: ReactNode | null | undefined };

export function presentRows(rows: InfoRow[]): InfoRow[] {
  return rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== "" && row.value !== false);
}

/** Label / value pairs; rows without a value are left out, and nothing renders when none is left. */
export function InfoList({ rows }: { rows: InfoRow[] }) {
  const shown = presentRows(rows);
  if (!shown.length) return null;
  return (
    <dl className="fact-list">
      {shown.map((row, index) => (
        <div key={`${row.label}-${index}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type InfoSectionProps = { title: string; icon: IconName; testId: string; rows: InfoRow[] };

/** A detail card of label / value pairs; the whole card is left out when no row has a value. */
export function InfoSection({ title, icon, testId, rows }: InfoSectionProps) {
  if (!presentRows(rows).length) return null;
  return (
    <DetailSection title={title} icon={icon} testId={testId}>
      <InfoList rows={rows} />
    </DetailSection>
  );
}
