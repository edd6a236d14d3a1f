import type { ContractAddress, RenderTradeContract } from '@mall/shared/contract';
import type { PaymentFormContext, PaymentParty } from '../payments';

/** An order address as providers take a party (Klarna, Affirm, Stripe billing details, Afterpay/Clearpay/Zip content). */
export function partyOf(a: ContractAddress): PaymentParty {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    ...(a.email ? { email: a.email } : {}),
    phone: a.personPhone,
    line1: [a.poiName, a.houseNo].filter(Boolean).join(' '),
    ...(a.detailAddress ? { line2: a.detailAddress } : {}),
    city: a.city,
    ...(a.province ? { region: a.province } : {}),
    postalCode: a.postalCode,
    country: a.regionShortName,
  };
}

type FormContextBase = Omit<PaymentFormContext, 'channel' | 'method' | 'keys' | 'prepareContract'>;

/**
 * What every provider form needs from a contract (checkout's render or pre-pay's detail): the
 * amount, the basket, shipping and tax, both addresses. One builder, so pre-pay's forms get the
 * same details as checkout's.
 */
export function formContextOf(
  contract: RenderTradeContract,
  market: { locale: string; site: string },
  contractId?: number,
): FormContextBase {
  const amount = { value: contract.needPayAmt.value, currency: contract.needPayAmt.currency };
  const billing = contract.billingAddress ?? contract.selectedAddress;
  return {
    amount,
    countryCode: contract.countryCode,
    locale: market.locale,
    site: market.site,
    isPointsOrder: contract.isPoint,
    ...(contractId !== undefined ? { contractId } : {}),
    shippingAmount: contract.shippingAmtExcludeShopDiscount.value - contract.shippingDiscountAmt.value,
    taxAmount: contract.totalTaxAmt.value,
    lines: contract.renderTradeOrderTOList.flatMap((order) =>
      order.renderTradeOrderLineTOList.map((line) => ({
        name: line.skuName,
        sku: String(line.sku.id),
        quantity: line.tradeQty,
        unitPrice: line.sku.salePrc.value,
        imageUrl: line.skuImage,
      })),
    ),
    ...(contract.selectedAddress ? { shipping: partyOf(contract.selectedAddress) } : {}),
    ...(billing ? { billing: partyOf(billing) } : {}),
  };
}
