import type { MouseEvent } from 'react';
import { useAccessibility } from '../../lib/accessibility-provider';
import { findSearchTarget, focusById, focusElement } from '../../lib/keyboard-shortcuts';
import { toast } from '../../lib/toast';

const SKIP_LINKS = [
  { target: 'main-content', label: 'Skip to main content' },
  { target: 'main-navigation', label: 'Skip to navigation' },
  { target: 'search', label: 'Skip to search' },
];

export const NO_SEARCH_TITLE = 'No search on this page';
export const NO_SEARCH_DESCRIPTION = 'Moved to the main content instead.';

/** Focus the search field, else main content (pages without search), saying why on screen and aloud. */
export function focusSearchOrFallback(announce: (m: string) => void) {
  const search = findSearchTarget();
  if (search) return focusElement(search);
  focusById('main-content');
  announce(`${NO_SEARCH_TITLE}. ${NO_SEARCH_DESCRIPTION}`);
  toast({ title: NO_SEARCH_TITLE, description: NO_SEARCH_DESCRIPTION });
}

/**
 * Spec §9 skip links (z-index 1000), visible on focus. Focus is moved by script as well as by the
 * hash, because the hash alone does not move keyboard focus to a non-focusable element everywhere.
 */
export function SkipLinks() {
  const { settings, announce } = useAccessibility();
  if (!settings.skipLinksEnabled) return null;
  const onClick = (target: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (target === 'search') focusSearchOrFallback(announce);
    else focusById(target);
  };
  return (
    // A landmark of its own, so every piece of the page sits in a region (axe "region").
    <nav aria-label="Skip links" className="pointer-events-none fixed top-2 left-2 z-[1000] flex flex-col gap-2">
      {SKIP_LINKS.map(({ target, label }) => (
        <a
          key={target}
          href={`#${target}`}
          onClick={onClick(target)}
          className={
            'pointer-events-auto sr-only rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground ' +
            'shadow-lift focus:not-sr-only focus:outline-3 focus:outline-offset-2 focus:outline-ring'
          }
        >
          {label}
        </a>
      ))}
    </nav>
  );
}
