import { Button } from "@/components/ui/button";

/**
 * The button that POSTs an emailed link's action (its route answers with a 303 back to the page); the page itself
 * changes nothing on GET, since mail scanners open links.
 */
export function EmailLinkButton({
  endpoint,
  token,
  label,
  testId,
}: {
  endpoint: string;
  token: string;
  label: string;
  testId: string;
}) {
  return (
    <form method="post" action={`${endpoint}?token=${encodeURIComponent(token)}`}>
      <input type="hidden" name="from" value="page" />
      <Button type="submit" size="lg" data-testid={testId}>
        {label}
      </Button>
    </form>
  );
}
