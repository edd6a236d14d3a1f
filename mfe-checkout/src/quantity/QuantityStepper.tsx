import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stepper } from '@mall/shared';
import { NAMESPACE } from '../namespace';
import { isAllowedQuantity, largestQuantity, nearestQuantity, type QuantityRule } from './quantityRule';

export interface QuantityStepperProps {
  label: string;
  /** The cart names the line beside the field already: its label is for screen readers only. */
  labelHidden?: boolean;
  /** Names the buttons ('Less Oak logs') where several steppers share a screen (the cart). */
  name?: string;
  rule: QuantityRule;
  /** The quantity in force (the product page's choice, the cart line's quantity). */
  value: number;
  /** Called with an allowed quantity only, when it differs from value. */
  onCommit: (qty: number) => void;
  /** A refusal to show (the server's), in place of the stepper's own note. */
  error?: string | null;
  /** Buttons wait while a change is being saved. */
  busy?: boolean;
}

/**
 * The quantity of the product page and the cart line: − and + move by the rule's step between its
 * minimum and maximum; a typed quantity is rounded to the nearest allowed one when the field is left
 * (or on Enter), and a note says what it was rounded to and why, so a buyer never sends a quantity
 * the server would refuse.
 */
export function QuantityStepper({ label, labelHidden = false, name, rule, value, onCommit, error = null, busy = false }: QuantityStepperProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(String(value));
  const [current, setCurrent] = useState(value);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    setText(String(value));
    setCurrent(value);
  }, [value]);

  const unit = rule.unit ? ` ${rule.unit}` : '';
  const commit = (qty: number, why: string | null) => {
    setText(String(qty));
    setCurrent(qty);
    setNote(why);
    if (qty !== value) onCommit(qty);
  };
  /** Rounds what was typed; true when the field changed (Enter then does not submit the form). */
  const commitTyped = (): boolean => {
    const typed = text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
    if (isAllowedQuantity(typed, rule)) {
      commit(typed, null);
      return false;
    }
    const nearest = nearestQuantity(typed, rule);
    if (nearest === null) {
      setText(String(current));
      setNote(t('quantity.notANumber', { qty: current, unit }));
      return true;
    }
    const why =
      typed > largestQuantity(rule)
        ? t('quantity.capped', { qty: nearest, unit })
        : rule.step === 1 && rule.min === 1
          ? t('quantity.roundedWhole', { qty: nearest })
          : t('quantity.rounded', { qty: nearest, step: rule.step, min: rule.min, unit });
    commit(nearest, why);
    return true;
  };

  return (
    <Stepper
      className="checkout-qty"
      label={label}
      labelHidden={labelHidden}
      text={text}
      onTextChange={setText}
      onStep={(direction) => commit(current + direction * rule.step, null)}
      canDecrease={current - rule.step >= rule.min}
      canIncrease={current + rule.step <= rule.max}
      decreaseLabel={name ? t('quantity.lessOf', { name }) : t('quantity.less')}
      increaseLabel={name ? t('quantity.moreOf', { name }) : t('quantity.more')}
      unit={rule.unit || undefined}
      busy={busy}
      error={error ?? undefined}
      note={note}
      inputProps={{
        min: rule.min,
        step: rule.step,
        max: largestQuantity(rule),
        onBlur: () => commitTyped(),
        onKeyDown: (event) => {
          if (event.key === 'Enter' && commitTyped()) event.preventDefault();
        },
      }}
    />
  );
}
