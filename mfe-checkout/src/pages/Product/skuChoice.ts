import type { ItemDetail } from '@mall/shared/contract';

type Sku = ItemDetail['skus'][number];

export interface AttributeOption {
  value: string;
  /** No sku in stock with this value (after the attributes chosen before it). */
  disabled: boolean;
  soldOut: boolean;
  /**
   * Why a disabled option is unavailable, for the buyer to read ("Velvet: sold out in Olive"): the
   * values chosen above it that it is sold out or not made in; empty when it is sold out in every one.
   */
  unavailableWith: string[];
}
export interface AttributeChoice {
  key: string;
  selected: string | undefined;
  options: AttributeOption[];
}

const valueOf = (sku: Sku, key: string) => sku.attributes.find((a) => a.attrKey === key)?.attrVal;

/** The attribute names in the order the skus first use them, each with its values in order. */
export function attributeKeys(skus: readonly Sku[]): Array<{ key: string; values: string[] }> {
  const keys: Array<{ key: string; values: string[] }> = [];
  for (const sku of skus) {
    for (const { attrKey, attrVal } of sku.attributes) {
      let entry = keys.find((k) => k.key === attrKey);
      if (!entry) keys.push((entry = { key: attrKey, values: [] }));
      if (!entry.values.includes(attrVal)) entry.values.push(attrVal);
    }
  }
  return keys;
}

/**
 * Each attribute's options for the chosen sku. Attributes are chosen top down: an option is
 * disabled when no sku in stock has it together with the values chosen above it (a sold-out or
 * non-existent combination), so a buyer can always reach every sku in stock from the first attribute.
 */
export function attributeChoices(skus: readonly Sku[], chosen: Sku | undefined): AttributeChoice[] {
  const keys = attributeKeys(skus);
  return keys.map(({ key, values }, index) => {
    const above = keys.slice(0, index).map((k) => k.key);
    const matchesAbove = (sku: Sku) => above.every((k) => chosen === undefined || valueOf(sku, k) === valueOf(chosen, k));
    return {
      key,
      selected: chosen ? valueOf(chosen, key) : undefined,
      options: values.map((value) => {
        const withValue = skus.filter((sku) => matchesAbove(sku) && valueOf(sku, key) === value);
        const inStock = withValue.some((sku) => sku.stock > 0);
        const soldOut = withValue.length > 0 && !inStock;
        // Sold out with every value above, or none in stock at all: plainly sold out.
        const soldOutEverywhere = !skus.some((sku) => valueOf(sku, key) === value && sku.stock > 0);
        const chosenAbove = chosen ? above.map((k) => valueOf(chosen, k)).filter((v): v is string => v !== undefined) : [];
        return { value, disabled: !inStock, soldOut, unavailableWith: inStock || (soldOut && soldOutEverywhere) ? [] : chosenAbove };
      }),
    };
  });
}

/**
 * The sku after choosing `value` for `key`: keeps the attributes above it, and of the skus in stock
 * with that value prefers the one sharing most of the other current values.
 */
export function chooseAttribute(skus: readonly Sku[], chosen: Sku | undefined, key: string, value: string): Sku | undefined {
  const keys = attributeKeys(skus).map((k) => k.key);
  const above = keys.slice(0, keys.indexOf(key));
  const candidates = skus.filter(
    (sku) => sku.stock > 0 && valueOf(sku, key) === value && above.every((k) => chosen === undefined || valueOf(sku, k) === valueOf(chosen, k)),
  );
  const shared = (sku: Sku) => keys.filter((k) => chosen !== undefined && valueOf(sku, k) === valueOf(chosen, k)).length;
  return [...candidates].sort((a, b) => shared(b) - shared(a))[0] ?? chosen;
}

/** The sku a page opens with: the one its URL names (?skuId=, the order lines' suffix), else the first in stock, else the first. */
export function initialSku(skus: readonly Sku[], skuIdParam: string | null): Sku | undefined {
  const named = skuIdParam ? skus.find((sku) => String(sku.id) === skuIdParam) : undefined;
  return named ?? skus.find((sku) => sku.stock > 0) ?? skus[0];
}
