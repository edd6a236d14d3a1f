import { useEffect, useRef, useState } from 'react';
import { completeProviderReturn, returningProvider, type PaymentOutcome, type PaymentProvider } from '../../payments';

export interface ProviderReturn {
  /** Nothing (more) to finish: the record now tells the truth. */
  done: boolean;
  /** The provider the buyer came back from, when the storefront had to finish its return. */
  provider: PaymentProvider | undefined;
  /** What finishing it found (e.g. `cancelled`: the buyer cancelled on the provider's page). */
  outcome: PaymentOutcome | null;
}

/**
 * Before the result page polls, a provider's return that the storefront must finish is finished
 * (PayPal: capture the approved order, or close the attempt the buyer cancelled on PayPal's page).
 */
export function useProviderReturn(query: URLSearchParams): ProviderReturn {
  const [provider] = useState(() => returningProvider(Object.fromEntries(query)));
  const [state, setState] = useState<{ done: boolean; outcome: PaymentOutcome | null }>(() => ({ done: provider === undefined, outcome: null }));
  const started = useRef(false);
  useEffect(() => {
    if (state.done || started.current) return;
    started.current = true;
    // Never rejects: a failed finish leaves the record to say what happened.
    void completeProviderReturn(Object.fromEntries(query)).then((outcome) => setState({ done: true, outcome }));
  }, [state.done, query]);
  return { ...state, provider };
}
