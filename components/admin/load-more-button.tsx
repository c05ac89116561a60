import { Button } from "@/components/ui/button";

type LoadMoreButtonProps = { loading: boolean; onLoadMore: () => void; testId?: string };

/** The next page of an admin list. */
export function LoadMoreButton({ loading, onLoadMore, testId }: LoadMoreButtonProps) {
  return (
    <Button variant="outline" className="self-center" onClick={onLoadMore} disabled={loading} data-testid={testId}>
      {loading ? "Loading…" : "Load more"}
    </Button>
  );
}
