import type { Money } from '@mall/shared/contract';

/** The database keeps integer cents; the contract speaks major units. */
export const money = (cents: number, currency = 'EUR'): Money => ({ value: cents / 100, currency });

/** The VAT part of a gross (VAT-inclusive) amount, rounded to the cent. */
export const vatPart = (grossCents: number, ratePercent: number) => Math.round((grossCents * ratePercent) / (100 + ratePercent));
