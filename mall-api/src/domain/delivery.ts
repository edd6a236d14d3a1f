import type { DeliveryEstimate } from '@mall/shared/contract';

const DAY_MS = 86_400_000;

/** The carriers' regions of Europe: within one, parcels cross a border in a day or two more. */
const ZONE: Record<string, string> = {
  DE: 'central', AT: 'central', NL: 'central', BE: 'central', LU: 'central', FR: 'central', DK: 'central', PL: 'central',
  ES: 'south', PT: 'south', IT: 'south',
  SE: 'north',
  IE: 'isles', UK: 'isles',
};

/** A carrier's days, fewest and most, from a shop's country to a market: at home, in the same region, across Europe. */
export function transitDays(from: string, to: string): [number, number] {
  if (from === to) return [1, 3];
  if (ZONE[from] !== undefined && ZONE[from] === ZONE[to]) return [2, 4];
  return [4, 7];
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * When an order placed on `today` (UTC) arrives in each market: the shop's lead time (calendar
 * days, as the seller states it) plus the carrier's days.
 */
export function deliveryEstimates(today: Date, leadDays: number, shipsFrom: string, markets: readonly string[]): DeliveryEstimate[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + leadDays * DAY_MS;
  return markets.map((country) => {
    const [fewest, most] = transitDays(shipsFrom, country);
    return { country, earliest: day(start + fewest * DAY_MS), latest: day(start + most * DAY_MS) };
  });
}
