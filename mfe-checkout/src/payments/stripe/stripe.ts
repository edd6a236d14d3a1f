import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { useMarket } from '@mall/shared';
import { ProviderLoadError } from '../types';

const instances = new Map<string, Promise<Stripe>>();

/** The publishable key: the channel's, else the site config's (run-time, never built in). */
export function stripeKey(channelKey?: string | null): string {
  return channelKey || useMarket.getState().cardProviderPublishableKey;
}

/**
 * One Stripe instance per key. `@stripe/stripe-js/pure` injects Stripe's script only now, on first
 * use, instead of on import; a failed load is forgotten so the buyer's retry tries again.
 */
export function getStripe(publishableKey: string): Promise<Stripe> {
  const known = instances.get(publishableKey);
  if (known) return known;
  const loading = (async () => {
    if (!publishableKey) throw new ProviderLoadError('stripe', new Error('no publishable key configured'));
    let stripe: Stripe | null;
    try {
      stripe = await loadStripe(publishableKey);
    } catch (cause) {
      throw new ProviderLoadError('stripe', cause);
    }
    if (!stripe) throw new ProviderLoadError('stripe', new Error('Stripe.js is not available here'));
    return stripe;
  })();
  instances.set(publishableKey, loading);
  loading.catch(() => instances.delete(publishableKey));
  return loading;
}

/** Test seam: forget instances. */
export function forgetStripe(): void {
  instances.clear();
}

/** Stripe Elements' locale for the storefront's language. */
export function stripeLocale(language: string): 'de' | 'zh' | 'en' | 'auto' {
  if (language.startsWith('de')) return 'de';
  if (language.startsWith('zh')) return 'zh';
  if (language.startsWith('en')) return 'en';
  return 'auto';
}
