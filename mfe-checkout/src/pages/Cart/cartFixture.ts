// The cart as mall-api answers it: the page's tests and the host server's (its first screen) read the same.
import type { CartList } from '@mall/shared/contract';

export const eur = (value: number) => ({ value, currency: 'EUR' });
export const line = (id: number, name: string, qty: number, price: number) => ({
  id, cartLineTypeDict: 'NORMAL_SALE_B2C' as const, item: { id: id * 10, name, urlKey: name, mainImage: '/x.svg' },
  sku: { id: id * 100, name, image: '/x.svg', attributes: [{ attrKey: 'Colour', attrVal: 'Oak' }] }, shop: { id: 1 }, seller: { id: 15 },
  skuQty: qty, marketingUnit: null as { unitName: string } | null, adjustStep: 1, minQty: 1, salePrc: eur(price), originalPrc: null, snapshotPrc: eur(price), priceChanged: false, lineAmt: eur(price * qty),
  isSelected: true, expectDate: '2026-12-01', available: true, activityEnded: false,
  insurancePlan: null as CartList['cartGroupList'][number]['childGroupList'][number]['cartLineList'][number]['insurancePlan'],
  insurance: null as CartList['cartGroupList'][number]['childGroupList'][number]['cartLineList'][number]['insurance'],
});
type Summary = CartList['cartSummary'];
export const cart = (lines: ReturnType<typeof line>[], summary: Partial<Summary> = {}): CartList => {
  const total = lines.reduce((s, l) => s + l.lineAmt.value, 0);
  return {
    cartGroupList: lines.length ? [{ shop: { id: 1, siteName: 'Nordic Living' }, seller: { id: 15 }, childGroupList: [{ cartLineTypeDict: 'NORMAL_SALE_B2C', cartLineList: lines }] }] : [],
    cartSummary: {
      currency: 'EUR', taxRate: 19, taxAmt: eur(0), showTaxLine: true, originAmt: eur(total), shippingAmt: eur(0), totalAmt: eur(total), insuranceTotalAmt: eur(0),
      discountTotalAmt: eur(0), discountCodeAtCheckout: true, expectPoints: 0, selectedQty: lines.reduce((s, l) => s + l.skuQty, 0), financingTeaser: null,
      ...summary,
    },
    count: lines.reduce((s, l) => s + l.skuQty, 0),
  };
};
