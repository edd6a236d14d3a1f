import { create } from 'zustand';

export interface MarketState {
  /** The buyer's market, ISO alpha-2 (UK for the United Kingdom). */
  country: string;
  currency: string;
  /** BCP 47 locale for Intl (money and dates), e.g. de-DE. */
  locale: string;
  site: string;
  product: string;
  flags: { points: boolean };
  cardProviderPublishableKey: string;
  setMarket(patch: Partial<Omit<MarketState, 'setMarket'>>): void;
}

export const useMarket = create<MarketState>()((set) => ({
  country: 'DE',
  currency: 'EUR',
  locale: 'de-DE',
  site: 'EU',
  product: 'mall',
  flags: { points: false },
  cardProviderPublishableKey: '',
  setMarket: (patch) => set(patch),
}));
