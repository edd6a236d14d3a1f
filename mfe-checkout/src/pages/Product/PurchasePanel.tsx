import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@mall/shared';
import type { ItemDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useAddToCart } from '../../fragments/AddToCart/useAddToCart';
import { attributeChoices, chooseAttribute, quantityProblem } from './skuChoice';

type Sku = ItemDetail['skus'][number];

/** SKU choice (one radio group per attribute), quantity (by adjustStep for goods sold by weight) and add to cart. */
export function PurchasePanel({ item, sku, onSku }: { item: ItemDetail; sku: Sku | undefined; onSku: (sku: Sku | undefined) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const step = item.adjustStep;
  const [qtyText, setQtyText] = useState(String(step));
  const [touched, setTouched] = useState(false);
  const add = useAddToCart();
  const qtyId = useId();
  const errorId = useId();
  const qty = Number(qtyText);
  const stock = sku?.stock ?? 0;
  const problem = qtyText.trim() === '' ? 'min' : quantityProblem(qty, step, stock);
  const unit = item.marketingUnit?.unitName ?? '';
  const soldOut = stock <= 0;
  const message =
    problem === 'min' ? t('product.qty.min', { step, unit }) : problem === 'step' ? t('product.qty.step', { step, unit }) : problem === 'stock' ? t('product.qty.stock', { stock, unit }) : null;
  const showMessage = touched && message !== null && !soldOut;

  const setQty = (value: number) => {
    setTouched(true);
    setQtyText(String(value));
  };

  return (
    <form
      className="checkout-product__purchase"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!sku || soldOut || problem) return;
        add.mutate(
          [{ cartLineTypeDict: 'NORMAL_SALE_B2C', item: { id: item.itemId }, seller: { id: item.sellerId }, shop: { id: item.shopId }, sku: { id: sku.id }, skuQty: qty, snapshotPrc: sku.salePrc.value }],
          { onSuccess: () => toast.success(t('addToCart.added')), onError: () => toast.error(t('addToCart.failed')) },
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
                <span>{option.soldOut ? t('product.optionSoldOut', { value: option.value }) : option.value}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {soldOut ? (
        <p className="checkout-product__sold-out" role="status">{t('product.soldOut')}</p>
      ) : (
        <div className="checkout-product__qty">
          <label htmlFor={qtyId}>{unit ? t('product.qty.labelUnit', { unit }) : t('product.qty.label')}</label>
          <div className="checkout-product__stepper">
            <Button type="button" variant="secondary" size="sm" aria-label={t('product.qty.less')} disabled={qty - step < step} onClick={() => setQty(Math.max(step, qty - step))}>
              −
            </Button>
            <input
              id={qtyId}
              type="number"
              inputMode="numeric"
              min={step}
              step={step}
              max={stock}
              value={qtyText}
              aria-invalid={showMessage || undefined}
              aria-describedby={showMessage ? errorId : undefined}
              onChange={(event) => {
                setTouched(true);
                setQtyText(event.target.value);
              }}
            />
            <Button type="button" variant="secondary" size="sm" aria-label={t('product.qty.more')} disabled={qty + step > stock} onClick={() => setQty(qty + step)}>
              +
            </Button>
          </div>
          {showMessage && (
            <p id={errorId} className="mall-field__error" role="alert">
              {message}
            </p>
          )}
        </div>
      )}
      <Button type="submit" variant="primary" loading={add.isPending} disabled={soldOut || !sku}>
        {t('addToCart.action')}
      </Button>
    </form>
  );
}
