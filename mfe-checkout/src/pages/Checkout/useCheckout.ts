import { useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError, selectIsTourist, useMarket, useSession } from '@mall/shared';
import type { DiscountChoice } from '../../checkout/Discounts';
import { addressCalls, checkoutCalls, paymentCalls, type RenderTradeContract } from '@mall/shared/contract';
import { payOptionsFor } from '../../checkout/channelOptions';
import { isApplePayAvailable } from '../../payments';

/** What a render (and the submit after it) is about. */
export interface ContractSource {
  tradeContractId?: number;
  shippingAddressId?: number;
  billingAddressId?: number;
  couponCode?: string;
  discountPoint?: number;
}

const definedOnly = (source: ContractSource) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as ContractSource;

const renderKey = (userId: number | null, source: ContractSource) => ['checkout', 'render', userId, definedOnly(source)];

/** The checkout preview; kept on screen while a changed address re-renders it. */
export function useRenderContract(source: ContractSource) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: renderKey(userId, source),
    queryFn: () => api.call(checkoutCalls.renderTradeContract, definedOnly(source)),
    placeholderData: (previous) => previous,
    staleTime: 0,
  });
}

/**
 * Prices the checkout with another code or number of points first, and takes them only when the
 * server's render did (its answer becomes the shown one); a refusal rejects and changes nothing.
 * Points the new code leaves no room for are dropped rather than refusing the code.
 */
export function usePriceWith(source: ContractSource, take: (next: DiscountChoice) => void) {
  const userId = useSession((s) => s.user?.id ?? null);
  const queryClient = useQueryClient();
  const fetchWith = (next: DiscountChoice) => {
    const wanted = definedOnly({ ...source, couponCode: next.couponCode, discountPoint: next.discountPoint });
    return queryClient.fetchQuery({ queryKey: renderKey(userId, wanted), queryFn: () => api.call(checkoutCalls.renderTradeContract, wanted), staleTime: 0 });
  };
  return async (next: DiscountChoice) => {
    try {
      await fetchWith(next);
      take(definedOnly(next));
    } catch (error) {
      const pointsOnly = isApiError(error) && (error.fields ?? []).length > 0 && (error.fields ?? []).every((f) => f.field === 'discountPoint');
      if (!pointsOnly || next.discountPoint === undefined || source.couponCode === next.couponCode) throw error;
      await fetchWith({ couponCode: next.couponCode });
      take(definedOnly({ couponCode: next.couponCode }));
    }
  };
}

/** The shipping address checkout starts with: the default, else the newest (the host's server picks it alike). */
export function firstShippingAddress<A extends { id: number; isDefault?: boolean | null }>(addresses: readonly A[] | undefined): A | undefined {
  return addresses?.find((a) => a.isDefault) ?? addresses?.[0];
}

export function useAddressList(kind: 'shipping' | 'billing', enabled: boolean) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: ['checkout', 'addresses', kind, userId],
    queryFn: () => api.call(kind === 'shipping' ? addressCalls.listShippingAddresses : addressCalls.listBillingAddresses, {}),
    enabled,
  });
}

/** The wallet's support does not change while the page is open: nothing to subscribe to. */
const noSubscription = () => () => undefined;

/** What decides the channels offered, whoever asks (checkout's contract, the cart's summary). */
export interface PaySituation {
  /** The amount to pay now. */
  amount: number;
  /** The shipping region (ISO alpha-2) when known, else the market's. */
  shipToRegion: string;
  shippingCompany: string | null;
  isPointsOrder: boolean;
}

/**
 * The payment methods a situation may be paid with (spec §5): the channels of the lookup country
 * (the market's; PT and IE: the shipping region — the contract's one rule, which firstPay checks
 * too), every filtering rule applied, PayPal first when that country is DE. Checkout lists them;
 * the cart advertises only these (issue 31).
 */
export function useOfferedPayOptions(situation: PaySituation | undefined) {
  const marketCountry = useMarket((m) => m.country);
  const site = useMarket((m) => m.site);
  const isTourist = useSession(selectIsTourist);
  // A server cannot know the wallet: hydrated as drawn (without Apple Pay), then the browser's answer.
  const applePaySupported = useSyncExternalStore(noSubscription, isApplePayAvailable, () => false);
  const lookupCountry = situation ? paymentCalls.channelLookupCountry(marketCountry, situation.shipToRegion) : undefined;
  const channels = useQuery({
    queryKey: ['checkout', 'pay-channels', lookupCountry, site],
    queryFn: () => api.call(paymentCalls.payChannel, { countryCode: lookupCountry!, environment: 'PC', excludeCountry: true, site }),
    enabled: lookupCountry !== undefined,
  });
  const { amount, shipToRegion, shippingCompany, isPointsOrder } = situation ?? {};
  const options = useMemo(() => {
    if (amount === undefined || !channels.data || !lookupCountry) return [];
    return payOptionsFor(
      channels.data.payChannelGroups,
      { isTourist, amount, shippingCompany, shipToRegion, isPointsOrder: isPointsOrder ?? false, applePaySupported },
      lookupCountry,
    );
  }, [amount, shipToRegion, shippingCompany, isPointsOrder, channels.data, isTourist, lookupCountry, applePaySupported]);
  return { options, channels };
}

/** The payment methods a contract may be paid with: its amount due, shipping address and points. */
export function usePayOptions(contract: PayableContract | undefined) {
  return useOfferedPayOptions(
    contract && {
      amount: contract.needPayAmt.value,
      shipToRegion: shipToRegion(contract),
      shippingCompany: contract.selectedAddress?.company ?? null,
      isPointsOrder: contract.isPoint,
    },
  );
}

const shipToRegion = (contract: PayableContract) => contract.selectedAddress?.regionShortName ?? contract.countryCode;

/** The country whose pay channels a preview is paid from (the host's server asks for the same ones). */
export function payChannelLookupCountry(contract: PayableContract, marketCountry: string): string {
  return paymentCalls.channelLookupCountry(marketCountry, shipToRegion(contract));
}

/** What the channel rules read from a render or a contract detail. */
type PayableContract = Pick<RenderTradeContract, 'countryCode' | 'needPayAmt' | 'selectedAddress' | 'isPoint'>;
