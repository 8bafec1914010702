import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delay` ms (search-as-you-type without a request per key). */
export function useDebouncedValue<T>(value: T, delay = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
