import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** Placeholder block while data loads; hidden from assistive tech (announce loading with text instead). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
