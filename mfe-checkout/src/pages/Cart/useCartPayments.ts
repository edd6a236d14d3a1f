import { useSession } from '@mall/shared';
import type { CartList } from '@mall/shared/contract';
import { firstShippingAddress, useAddressList, useOfferedPayOptions } from '../Checkout/useCheckout';

/** Where the cart's goods go: the address checkout starts with, or (none saved yet) only the market. */
export interface CartShipTo {
  country: string;
  /** False: no address yet, the market's country stands in and the shipping is an estimate. */
  known: boolean;
}

/** Where the cart's goods go, from the address checkout starts with (checkout's server renderer reads it alike). */
export function cartShipTo(address: { regionShortName: string } | undefined, marketCountry: string): CartShipTo {
  return address ? { country: address.regionShortName, known: true } : { country: marketCountry, known: false };
}

/**
 * The cart's destination and the payment methods checkout would offer for it (the same channels and
 * rules checkout applies, for the cart's total), so the footer advertises nothing checkout hides.
 */
export function useCartPayments(list: CartList, marketCountry: string) {
  const hasSession = useSession((s) => s.user !== null);
  const addresses = useAddressList('shipping', hasSession);
  const address = firstShippingAddress(addresses.data?.data);
  const shipTo = cartShipTo(address, marketCountry);
  const lines = list.cartGroupList.flatMap((group) => group.childGroupList.flatMap((child) => child.cartLineList));
  const settled = !hasSession || !addresses.isPending;
  const { options } = useOfferedPayOptions(
    settled
      ? {
          amount: list.cartSummary.totalAmt.value,
          shipToRegion: shipTo.country,
          shippingCompany: address?.company ?? null,
          isPointsOrder: lines.some((line) => line.isSelected && line.cartLineTypeDict === 'NORMAL_POINT_REDEEM'),
        }
      : undefined,
  );
  return { shipTo, options };
}
