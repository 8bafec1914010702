import { useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface TripsPaginationProps {
  shown: number;
  total: number | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** `fromButton`: a keyboard or screen-reader user asked, so focus follows to the first new card. */
  onLoadMore: (fromButton: boolean) => void;
}

/** Infinite scroll (a sentinel watched by IntersectionObserver) plus a real button for keyboard and AT users. */
export function TripsPagination({ shown, total, hasNextPage, isFetchingNextPage, onLoadMore }: TripsPaginationProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current(false);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, shown]);

  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      <div ref={sentinel} aria-hidden="true" className="h-px w-full" />
      {total !== undefined && (
        <p className="text-sm text-muted-foreground">
          Showing {shown} of {total} {total === 1 ? 'trip' : 'trips'}
        </p>
      )}
      {hasNextPage && (
        <Button
          variant="outline"
          data-load-more=""
          onClick={() => onLoadMore(true)}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {isFetchingNextPage && <Loader2 aria-hidden="true" className="animate-spin" />}
          {isFetchingNextPage ? 'Loading more trips…' : 'Load more trips'}
        </Button>
      )}
    </div>
  );
}
