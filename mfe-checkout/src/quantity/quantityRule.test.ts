import { isAllowedQuantity, largestQuantity, nearestQuantity, type QuantityRule } from './quantityRule';

const firewood: QuantityRule = { step: 5, min: 10, max: 500, unit: 'kg' };
const chair: QuantityRule = { step: 1, min: 1, max: 999, unit: '' };

describe('quantity rule', () => {
  it('allows the minimum, then steps of the step, up to the maximum', () => {
    expect([10, 15, 500].every((q) => isAllowedQuantity(q, firewood))).toBe(true);
    expect([5, 12, 505, 12.5].some((q) => isAllowedQuantity(q, firewood))).toBe(false);
    expect(isAllowedQuantity(1.5, chair)).toBe(false);
  });

  it('rounds a typed quantity to the nearest step, then into the minimum and the largest allowed', () => {
    expect(nearestQuantity(12, firewood)).toBe(10);
    expect(nearestQuantity(13, firewood)).toBe(15);
    expect(nearestQuantity(12.5, firewood)).toBe(15);
    expect(nearestQuantity(3, firewood)).toBe(10);
    expect(nearestQuantity(-20, firewood)).toBe(10);
    expect(nearestQuantity(9999, firewood)).toBe(500);
    expect(nearestQuantity(2.4, chair)).toBe(2);
    expect(nearestQuantity(Number.NaN, chair)).toBeNull();
  });

  it('knows when less is in stock than the minimum', () => {
    expect(largestQuantity({ ...firewood, max: 8 })).toBe(0);
    expect(largestQuantity({ ...firewood, max: 23 })).toBe(20);
    expect(nearestQuantity(10, { ...firewood, max: 8 })).toBeNull();
  });
});
