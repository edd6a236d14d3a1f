import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorNotice, PageLoader } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { savedCardsKey, useSavedCards } from '../../payments/stripe/SavedCardPicker';
import './SavedCards.css';

// The modal carries the form and the provider's fields: loaded on first open only.
const AddCardModal = lazy(() => import('./AddCardModal'));

/** /buyer/cards: the buyer's saved cards (customer_QueryCardByCustomerFlow) and the add-card modal. */
export function SavedCards() {
  const { t } = useTranslation(NAMESPACE);
  const cards = useSavedCards();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  return (
    <section className="checkout-cards" data-boundary="checkout">
      <header className="checkout-cards__header">
        <h1>{t('payment.savedCards.title')}</h1>
        <Button onClick={() => setAdding(true)}>{t('payment.savedCards.add')}</Button>
      </header>
      {cards.isPending && <PageLoader />}
      {cards.isError && <ErrorNotice error={cards.error} onRetry={() => void cards.refetch()} retrying={cards.isFetching} />}
      {cards.isSuccess && cards.data.length === 0 && <EmptyState text={t('payment.savedCards.empty')} />}
      {cards.isSuccess && cards.data.length > 0 && (
        <ul className="checkout-cards__list">
          {cards.data.map((card) => (
            <li key={card.id} className="checkout-cards__card">
              {card.bankNetBO.bankNetLogo && <img src={card.bankNetBO.bankNetLogo} alt="" width={48} height={30} />}
              <span className="checkout-cards__name">{t('payment.savedCards.ending', { brand: card.bankNetBO.bankNetName, tail: card.tailNumber })}</span>
              <span className="checkout-cards__meta">
                {card.cardHolderName} · {String(card.expiryMonth).padStart(2, '0')}/{String(card.expiryYear).slice(-2)}
              </span>
              {card.isDefault && <span className="checkout-cards__default">{t('payment.savedCards.default')}</span>}
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddCardModal
            open
            onClose={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              void queryClient.invalidateQueries({ queryKey: savedCardsKey });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

export default SavedCards;
