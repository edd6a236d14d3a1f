import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { CARD_NAMESPACE, NAMESPACE } from '../../namespace';
import { useAddToCart } from '../../fragments/AddToCart/useAddToCart';
import { QuantityStepper } from '../../quantity/QuantityStepper';
import { largestQuantity, refusedQuantityRule, type QuantityRule } from '../../quantity/quantityRule';
import { useQuantityRefusal } from '../../quantity/useQuantityRefusal';
import { attributeChoices, chooseAttribute, type AttributeOption } from './skuChoice';

type Sku = ItemDetail['skus'][number];

/** SKU choice (one radio group per attribute), quantity (from minQty by adjustStep for goods sold by weight) and add to cart. */
export function PurchasePanel({ item, sku, onSku }: { item: ItemDetail; sku: Sku | undefined; onSku: (sku: Sku | undefined) => void }) {
  const { t } = useTranslation([NAMESPACE, CARD_NAMESPACE]);
  const stock = sku?.stock ?? 0;
  const unit = item.marketingUnit?.unitName ?? '';
  const rule: QuantityRule = { step: item.adjustStep, min: item.minQty, max: stock, unit };
  const [qty, setQty] = useState(item.minQty);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalText = useQuantityRefusal(rule);
  const add = useAddToCart();
  /** An option's text, saying why it cannot be chosen: "Velvet: sold out in Olive", "Linen: not available in Olive". */
  const optionLabel = (option: AttributeOption): string => {
    if (!option.disabled) return option.value;
    const values = { value: option.value, with: option.unavailableWith.join(', ') };
    if (option.unavailableWith.length === 0) return t('product.option.soldOut', values);
    return option.soldOut ? t('product.option.soldOutWith', values) : t('product.option.notMadeWith', values);
  };
  const soldOut = stock <= 0;
  // In stock, but less than the minimum sold: nothing can be added.
  const tooFew = !soldOut && largestQuantity(rule) === 0;
  // Another sku may have less in stock than the quantity chosen for the previous one.
  const shownQty = tooFew ? qty : Math.min(qty, largestQuantity(rule));

  return (
    <form
      className="checkout-product__purchase"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sku || soldOut || tooFew) return;
        setRefusal(null);
        add.mutate(
          [{ cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: item.itemId }, seller: { id: item.sellerId }, shop: { id: item.shopId }, sku: { id: sku.id }, skuQty: shownQty, snapshotPrc: sku.salePrc.value }],
          {
            onSuccess: () => toast.success(t('addToCart.added', { ns: CARD_NAMESPACE })),
            onError: (error) => {
              // The server's own rule, said specifically; anything else is the generic failure.
              const rule = refusedQuantityRule(error);
              if (rule) setRefusal(refusalText(rule));
              else toast.error(t('addToCart.failed', { ns: CARD_NAMESPACE }));
            },
          },
        );
      }}
    >
      {attributeChoices(item.skus, sku).map((choice) => (
        <fieldset key={choice.key} className="checkout-product__attribute">
          <legend>{choice.key}</legend>
          <div className="checkout-product__options">
            {choice.options.map((option) => (
              <label key={option.value} className="checkout-product__option" data-disabled={option.disabled || undefined}>
                <input
                  type="radio"
                  name={choice.key}
                  value={option.value}
                  checked={choice.selected === option.value}
                  disabled={option.disabled && choice.selected !== option.value}
                  onChange={() => onSku(chooseAttribute(item.skus, sku, choice.key, option.value))}
                />
                <span>{optionLabel(option)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {soldOut ? (
        <p className="checkout-product__sold-out" role="status">{t('product.soldOut')}</p>
      ) : tooFew ? (
        <p className="checkout-product__sold-out" role="status">{t('quantity.tooFew', { stock, min: rule.min, unit: unit ? ` ${unit}` : '' })}</p>
      ) : (
        <QuantityStepper
          label={unit ? t('product.qty.labelUnit', { unit }) : t('product.qty.label')}
          rule={rule}
          value={shownQty}
          error={refusal}
          onCommit={(next) => {
            setRefusal(null);
            setQty(next);
          }}
        />
      )}
      <Button type="submit" variant="primary" loading={add.isPending} disabled={soldOut || tooFew || !sku}>
        {t('addToCart.action', { ns: CARD_NAMESPACE })}
      </Button>
    </form>
  );
}
