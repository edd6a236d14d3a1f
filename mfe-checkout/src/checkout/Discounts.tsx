import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessageKey, formatMoney, isApiError, Price, Switch, TextField, useMarket } from '@mall/shared';
import { checkoutCalls, type PointDiscountModel, type RenderTradeContract } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import './Discounts.css';

/** What the buyer asked for: a discount code and points to spend (both priced by the server's render). */
export interface DiscountChoice {
  couponCode?: string;
  discountPoint?: number;
}

export interface DiscountsProps {
  contract: RenderTradeContract;
  choice: DiscountChoice;
  /** Prices the checkout with `next`; resolves once it is shown, rejects with the server's refusal. */
  apply: (next: DiscountChoice) => Promise<void>;
}

/** The message key of a refusal about `field` (translated under `validation.`), else null. */
function fieldRefusal(error: unknown, field: keyof DiscountChoice): string | null {
  if (!isApiError(error)) return null;
  return error.fields?.find((f) => f.field === field)?.message ?? null;
}

/** Applying a choice about `field`: busy while the server prices it, then its refusal's text (null when taken). */
function useApplying(apply: DiscountsProps['apply'], field: keyof DiscountChoice) {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (next: DiscountChoice): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await apply(next);
      return true;
    } catch (refusal) {
      const key = fieldRefusal(refusal, field);
      setError(key ? t(`validation.${key}`, { defaultValue: common('validation.field.invalid') }) : common(errorMessageKey(refusal)));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}

/**
 * The discount code field (issue 31): apply a code, see it applied with its discount, remove it.
 * A refused code keeps what was typed and says why, in the buyer's language.
 */
function DiscountCodeForm({ contract, choice, apply }: DiscountsProps) {
  const { t } = useTranslation(NAMESPACE);
  const [typed, setTyped] = useState(choice.couponCode ?? '');
  const { error, busy, run } = useApplying(apply, 'couponCode');
  const applied = contract.discountCode;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run({ ...choice, couponCode: typed });
  };

  if (applied) {
    return (
      <div className="checkout-discounts__applied">
        <p>
          {applied.shop ? t('flow.checkout.discounts.appliedShop', { code: applied.couponCode, shop: applied.shop.siteName }) : t('flow.checkout.discounts.applied', { code: applied.couponCode })}{' '}
          <strong>
            −<Price value={applied.discountAmt} />
          </strong>
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={() => void run({ ...choice, couponCode: undefined }).then((taken) => taken && setTyped(''))}
        >
          {t('flow.checkout.discounts.remove')}
        </Button>
        {error && <p role="alert" className="checkout-warn">{error}</p>}
      </div>
    );
  }
  return (
    <form className="checkout-discounts__code" onSubmit={submit} noValidate>
      <TextField
        label={t('flow.checkout.discounts.codeLabel')}
        name="couponCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        maxLength={60}
        onChange={(e) => setTyped(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={busy}>
        {t('flow.checkout.discounts.apply')}
      </Button>
    </form>
  );
}

/**
 * Points at checkout (the spec's point-discount model): a switch, then how many, within the
 * model's minimum, step and most; the same rule as the server's (pointDiscountRefusal) answers at once.
 */
function PointsForm({ model, choice, apply }: { model: PointDiscountModel } & Omit<DiscountsProps, 'contract'>) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((m) => m.locale);
  const [typed, setTyped] = useState(String(choice.discountPoint ?? model.discountablePoint));
  const { error, setError, busy, run: runWith } = useApplying(apply, 'discountPoint');
  const on = choice.discountPoint !== undefined;
  const usable = model.discountablePoint > 0;
  const number = (n: number) => n.toLocaleString(locale);
  const run = async (points: number | undefined) => {
    if ((await runWith({ ...choice, discountPoint: points })) && points !== undefined) setTyped(String(points));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const points = Number(typed.trim());
    const refusal = typed.trim() === '' ? checkoutCalls.POINT_ERRORS.belowMinimum : checkoutCalls.pointDiscountRefusal(model, points);
    if (refusal) {
      setError(t(`validation.${refusal}`));
      return;
    }
    void run(points);
  };
  const why = model.belowThreshold
    ? t('flow.checkout.points.belowThreshold', { amount: formatMoney(model.leastThresholdAmount, locale) })
    : t('flow.checkout.points.tooFew', { min: number(model.minDiscountablePoint) });

  return (
    <div className="checkout-discounts__points">
      <Switch
        label={t('flow.checkout.points.use', { balance: number(model.pointBalance) })}
        hint={usable ? t('flow.checkout.points.rate', { points: number(model.exchangeRate), unit: formatMoney({ value: 1, currency: model.discountAmount.currency }, locale) }) : why}
        checked={on}
        disabled={!usable || busy}
        onChange={(e) => void run(e.target.checked ? model.discountablePoint : undefined)}
      />
      {on && (
        <form className="checkout-discounts__code" onSubmit={submit} noValidate>
          <TextField
            label={t('flow.checkout.points.amount')}
            name="discountPoint"
            inputMode="numeric"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            hint={t('flow.checkout.points.range', { min: number(model.minDiscountablePoint), max: number(model.discountablePoint), step: number(model.discountStep) })}
            error={error ?? undefined}
          />
          <Button type="submit" variant="secondary" loading={busy}>
            {t('flow.checkout.points.apply')}
          </Button>
        </form>
      )}
      {!on && error && <p role="alert" className="checkout-warn">{error}</p>}
    </div>
  );
}

/** The checkout's discounts: a code, and points where the buyer has them. */
export function Discounts(props: DiscountsProps) {
  const { t } = useTranslation(NAMESPACE);
  const model = props.contract.pointDiscount;
  return (
    <section className="checkout-discounts" aria-labelledby="checkout-discounts-title">
      <h3 id="checkout-discounts-title">{t('flow.checkout.discounts.title')}</h3>
      <DiscountCodeForm {...props} />
      {model && <PointsForm model={model} choice={props.choice} apply={props.apply} />}
    </section>
  );
}
