import { useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, moves focus to the first control marked aria-invalid in DOM order (which is the order
 * a person reads the form in). It runs after the errors have rendered, so the marks are there to be found.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return { containerRef, focusFirstInvalid: () => setRequest((n) => n + 1) };
}
