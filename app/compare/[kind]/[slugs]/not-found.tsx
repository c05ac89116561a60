import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

export default function NotFound() {
  return (
    <div className="message-screen" data-testid="compare-not-found">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="search-x" className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Comparison Not Found</h1>
      <p className="mt-3 text-slate-600">
        A comparison sets two to four listings of the same kind side by side. One of these is missing, or they cannot be
        compared.
      </p>
      <Button asChild className="mt-8">
        <Link href="/directory">Browse Directory</Link>
      </Button>
    </div>
  );
}
