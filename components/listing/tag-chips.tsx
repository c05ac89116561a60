import { cn } from "@/lib/cn";

/** Small neutral chips; the caller decides how many (cards show up to 3). */
export function TagChips({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (!tags.length) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="max-w-full truncate rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
