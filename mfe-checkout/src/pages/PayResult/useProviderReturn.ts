import { useEffect, useRef, useState } from 'react';
import { completeProviderReturn, returningProvider } from '../../payments';

/**
 * Before the result page polls, a provider's return that the storefront must finish is finished
 * (PayPal: capture the approved order; until then the record is only approved, not paid).
 * Answers true once there is nothing (more) to finish; the record then tells the truth.
 */
export function useProviderReturn(query: URLSearchParams): boolean {
  const [finished, setFinished] = useState(() => returningProvider(Object.fromEntries(query)) === undefined);
  const started = useRef(false);
  useEffect(() => {
    if (finished || started.current) return;
    started.current = true;
    // Never rejects: a failed finish leaves the record to say what happened.
    void completeProviderReturn(Object.fromEntries(query)).then(() => setFinished(true));
  }, [finished, query]);
  return finished;
}
