import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, ErrorNotice, Spinner } from '@mall/shared';
import { cardCalls, type CallResponse } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import type { PaymentFormHandle } from '../types';

export type SavedCards = CallResponse<typeof cardCalls.queryCardByCustomer>;
export const savedCardsKey = ['checkout', 'cards'] as const;

export function useSavedCards() {
  return useQuery({
    queryKey: savedCardsKey,
    queryFn: ({ signal }) => api.call(cardCalls.queryCardByCustomer, { isBind: 1 }, { signal }),
  });
}

/** The saved-card channel: pick one of the buyer's cards; its payCenterToken is firstPay's bindToken. */
export function SavedCardPicker({ ref }: { ref?: Ref<PaymentFormHandle> }) {
  const { t } = useTranslation(NAMESPACE);
  const cards = useSavedCards();
  const name = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  // the default card starts chosen, as the buyer would expect; nothing when there is none
  const chosen = picked ?? cards.data?.find((card) => card.isDefault)?.id ?? null;

  useImperativeHandle(ref, () => ({
    async validate() {
      const card = cards.data?.find((c) => c.id === chosen);
      if (!card) {
        setMissing(true);
        return { valid: false, message: t('payment.selectCard') };
      }
      return { valid: true, extras: { bindToken: card.payCenterToken } };
    },
  }));

  if (cards.isPending) return <Spinner />;
  if (cards.isError) return <ErrorNotice error={cards.error} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />;
  if (cards.data.length === 0) return <p className="checkout-saved-cards__empty">{t('payment.savedCards.empty')}</p>;
  return (
    <fieldset className="checkout-saved-cards" aria-invalid={missing || undefined}>
      <legend>{t('payment.savedCards.pick')}</legend>
      {cards.data.map((card) => (
        <label key={card.id} className="checkout-saved-cards__card">
          <input
            type="radio"
            name={name}
            checked={chosen === card.id}
            onChange={() => {
              setPicked(card.id);
              setMissing(false);
            }}
          />
          {card.bankNetBO.bankNetLogo && <img src={card.bankNetBO.bankNetLogo} alt="" width={32} height={20} />}
          <span>{t('payment.savedCards.ending', { brand: card.bankNetBO.bankNetName, tail: card.tailNumber })}</span>
          {card.isDefault && <span className="checkout-saved-cards__default">{t('payment.savedCards.default')}</span>}
        </label>
      ))}
      {missing && <p role="alert">{t('payment.selectCard')}</p>}
    </fieldset>
  );
}
