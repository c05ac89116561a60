import { Icon } from "@/components/ui/icon";

/** docs/product.md, Admin: screens: what happens after submitting. */
export function SubmissionInfo() {
  return (
    <div
      className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
      data-testid="submission-info"
    >
      <Icon name="info" className="mt-0.5 size-4 shrink-0" />
      <p>
        Every submission is reviewed by our team within 24-48 hours before it appears in the directory. We gather the
        brand&apos;s details from verified sources, starting with its own website.
      </p>
    </div>
  );
}
