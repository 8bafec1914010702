import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** The Wayfarer mark: a route line between two stops inside a compass-rose tile. */
export function BrandMark({ className }: { className?: string }) {
  const gradient = `wf-mark-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f8f84" />
          <stop offset="1" stopColor="#1d4f91" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path
        d="M9 22.5c3.5 0 4-5 7-7.5s6.5-3.5 7-7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeDasharray="0.1 3.6"
      />
      <circle cx="9" cy="22.5" r="2.6" fill="#fff" />
      <path d="M23 5.2a3.4 3.4 0 0 1 3.4 3.4c0 2.5-3.4 6-3.4 6s-3.4-3.5-3.4-6A3.4 3.4 0 0 1 23 5.2Z" fill="#ffb37a" />
      <circle cx="23" cy="8.6" r="1.2" fill="#1d4f91" />
    </svg>
  );
}

export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn('inline-flex min-h-11 items-center gap-2.5 rounded-lg pr-2', className)}
      aria-label="Wayfarer home"
      data-no-underline
    >
      <BrandMark />
      <span className="text-xl font-extrabold tracking-tight">
        Way<span className="text-primary">farer</span>
      </span>
    </Link>
  );
}
