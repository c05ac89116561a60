import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon-names";
import { useId, type ReactNode } from "react";

type DetailSectionProps = { title: string; icon?: IconName; children: ReactNode; testId?: string };

/**
 * A titled card: every block of a detail page (About, Specialties, Quick Info…) is one of these. Its styles are one
 * class (.detail-section): a detail page has about ten, each sent in its HTML and again in its RSC payload.
 */
export function DetailSection({ title, icon, children, testId }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={testId} className="detail-section">
      <h2 id={headingId}>
        {icon ? <Icon name={icon} aria-hidden="true" /> : null}
        {title}
      </h2>
      <div>{children}</div>
    </section>
  );
}
