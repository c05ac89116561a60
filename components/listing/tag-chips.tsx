import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";

/** Small neutral chips; the caller decides how many (cards show up to 3). */
export function TagChips({ tags, className }: { tags: readonly string[]; className?: string }) {
  const t = useTranslations("listing");
  if (!tags.length) return null;
  return (
    <ul className={cn("chips", className)} aria-label={t("tags")}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
