import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

/** The screen's words: a translator over a namespace that has these three keys. */
type NotFoundCopy = (key: "title" | "message" | "browse") => string;

type NotFoundScreenProps = { testId: string; t: NotFoundCopy; browseHref: string };

/** The not-found screen of a page whose subject is gone: what is missing, and a link to browse instead. */
export function NotFoundScreen({ testId, t, browseHref }: NotFoundScreenProps) {
  return (
    <div className="message-screen" data-testid={testId}>
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search-x" className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("title")}</h1>
      <p className="mt-3 text-slate-600">{t("message")}</p>
      <Button asChild className="mt-8">
        <Link href={browseHref}>{t("browse")}</Link>
      </Button>
    </div>
  );
}
