import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorNotice, formatDate, formatMoney, formatSkuAttributes, Image, PageLoader, Price, toast, useMarket } from '@mall/shared';
import type { CartLine } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { CartSummaryFooter } from './CartSummaryFooter';
import { Recommendations } from '../../fragments/Recommendations/Recommendations';
import { QuantityStepper } from '../../quantity/QuantityStepper';
import { refusedQuantityRule, type QuantityRule } from '../../quantity/quantityRule';
import { useQuantityRefusal } from '../../quantity/useQuantityRefusal';
import { removeLines, updateLine, useCartList, useCartWrite } from './useCart';

const CART_LINE_QTY_MAX = 999;
import './Cart.css';

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((m) => m.locale);
  const update = useCartWrite(updateLine);
  const remove = useCartWrite(removeLines);
  const onError = () => toast.error(t('cart.updateFailed'));
  const unit = line.marketingUnit?.unitName ?? '';
  // Goods sold by weight: from minQty in steps of adjustStep; by the piece 1 by 1. 999 a line (the contract's maximum).
  const rule: QuantityRule = { step: line.adjustStep, min: line.minQty, max: CART_LINE_QTY_MAX, unit };
  const refusalText = useQuantityRefusal(rule);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resets, setResets] = useState(0);
  return (
    <li className="checkout-cart-line">
      <input
        type="checkbox"
        checked={line.isSelected}
        aria-label={t('cart.select', { name: line.item.name })}
        onChange={(e) => update.mutate({ id: line.id, isSelected: e.target.checked }, { onError })}
      />
      <Image src={line.sku.image} alt="" width={80} height={80} />
      <div className="checkout-cart-line__info">
        <p className="checkout-cart-line__name">{line.item.name}</p>
        <p className="checkout-cart-line__attrs">{formatSkuAttributes(line.sku.attributes)}</p>
        <p>{t('cart.expectDate', { date: formatDate(line.expectDate, locale) })}</p>
        {line.priceChanged && <p className="checkout-cart-line__warn">{t('cart.priceChanged')}</p>}
        {!line.available && <p className="checkout-cart-line__warn">{t('cart.unavailable')}</p>}
        {line.activityEnded && <p className="checkout-cart-line__warn">{t('cart.activityEnded')}</p>}
        {line.insurancePlan && (
          // Opt-in: the plan is offered, never pre-selected; the choice is stored on the cart line.
          <label className="checkout-cart-line__insurance">
            <input
              type="checkbox"
              checked={line.insurance !== null}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ id: line.id, insured: e.target.checked }, { onError })}
            />{' '}
            {t('cart.insuranceKeep', { name: line.insurancePlan.insuranceName, fee: formatMoney(line.insurancePlan.insuranceFee, locale) })}
          </label>
        )}
        {line.insurance && (
          <p>{t('cart.insurance', { name: line.insurance.insuranceName, fee: formatMoney(line.insurance.insuranceFee, locale) })}</p>
        )}
      </div>
      <div className="checkout-cart-line__qty">
        <QuantityStepper
          // Remounted after a refusal, so the field shows the line's quantity again.
          key={resets}
          label={unit ? t('cart.quantityUnit', { name: line.item.name, unit }) : t('cart.quantity', { name: line.item.name })}
          labelHidden
          name={line.item.name}
          rule={rule}
          value={line.skuQty}
          busy={update.isPending}
          error={refusal}
          onCommit={(skuQty) => {
            setRefusal(null);
            update.mutate(
              { id: line.id, skuQty },
              {
                onError: (error) => {
                  // The server's quantity rule, said specifically (the field goes back to the line's quantity).
                  const refused = refusedQuantityRule(error);
                  setResets((n) => n + 1);
                  if (refused) setRefusal(refusalText(refused));
                  else onError();
                },
              },
            );
          }}
        />
      </div>
      <Price value={line.lineAmt} />
      <Button variant="text" onClick={() => remove.mutate([line.id], { onError })} loading={remove.isPending}>
        {t('cart.remove')}
      </Button>
    </li>
  );
}

/** The cart with its lines grouped by shop, and its summary footer. */
export function Cart() {
  const { t } = useTranslation(NAMESPACE);
  const cart = useCartList();
  if (cart.isPending) return <PageLoader />;
  if (cart.isError) return <ErrorNotice error={cart.error} onRetry={() => void cart.refetch()} />;
  const { cartGroupList } = cart.data;
  if (cartGroupList.length === 0) {
    return (
      <>
        <EmptyState text={t('cart.empty')} action={<Link to="/">{t('cart.continueShopping')}</Link>} />
        <Recommendations />
      </>
    );
  }
  return (
    <section className="checkout-cart" data-boundary="checkout">
      <h1>{t('cart.title')}</h1>
      {cartGroupList.map((group) => (
        <section key={group.shop.id} className="checkout-cart-group" aria-label={group.shop.siteName}>
          <h2>{group.shop.siteName}</h2>
          {group.childGroupList.map((child) => (
            <ul key={child.cartLineTypeDict} className="checkout-cart-lines">
              {child.cartLineList.map((line) => (
                <CartLineRow key={line.id} line={line} />
              ))}
            </ul>
          ))}
        </section>
      ))}
      <CartSummaryFooter cart={cart.data} />
    </section>
  );
}
