import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to render now: `first` at once, then one more per transition. A transition renders in
 * time slices and each commit adds one part, so the first paint does not wait for the whole list and no single task
 * grows with its length (issue 16: the whole timeline in one render was a 1.5 s task on a throttled phone).
 */
export function useProgressiveCount(total: number, first = 1): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A macrotask first, so the browser can paint what is committed before the next part renders.
    const timer = setTimeout(() => startTransition(() => setCount((c) => c + 1)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
