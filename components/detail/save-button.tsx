import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

// Favorites come later; until then saving means signing in first. /api/login is a route handler, so a plain <a>.
const LOGIN_URL = "/api/login";

export function SaveButton({ name, className }: { name: string; className?: string }) {
  return (
    <a
      href={LOGIN_URL}
      title="Sign in to save"
      aria-label={`Save ${name} (sign in to save)`}
      data-testid="save-button"
      className={cn(buttonVariants({ variant: "outline" }), className)}
    >
      <Icon name="heart" aria-hidden="true" />
      Save
    </a>
  );
}
