import { useEffect, useState } from 'react';
import { addressCalls } from '@mall/shared/contract';

/** `value`, but only once it has stopped changing for `delay` ms (spec §9: 300 ms for region search and street autocomplete). */
export function useDebouncedValue<T>(value: T, delay: number = addressCalls.ADDRESS_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
