import { useEffect } from 'react';

/** Sets the document title as "<page> · Wayfarer" while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Wayfarer` : 'Wayfarer — AI travel planner';
    return () => {
      document.title = previous;
    };
  }, [title]);
}
