import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLines, Button, ErrorNotice, RemoteFragment, Spinner, type PostalAddress } from '@mall/shared';
import type { Address } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

type AddressLike = PostalAddress & Pick<Address, 'firstName' | 'lastName'> & { company?: string | null };

/** A step's one-line summary: name, company, then the shared formatter's lines. */
export const addressLine = (a: AddressLike) => [`${a.firstName} ${a.lastName}`, a.company, ...addressLines(a)].filter(Boolean).join(', ');

/** One checkout step: open (the buyer works on it), done (a summary and Change) or waiting. */
export function CheckoutStep({
  number,
  title,
  state,
  summary,
  onChange,
  children,
}: {
  number: number;
  title: string;
  state: 'open' | 'done' | 'waiting';
  summary?: ReactNode;
  onChange?(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={`checkout-step-${number}`}>
      <header className="checkout-step__header">
        <h2 id={`checkout-step-${number}`}>
          <span className="checkout-step__number">{t('flow.checkout.stepNumber', { number })}</span> {title}
        </h2>
        {state === 'done' && onChange && (
          <Button variant="text" size="sm" onClick={onChange} aria-label={`${t('flow.checkout.change')}: ${title}`}>
            {t('flow.checkout.change')}
          </Button>
        )}
      </header>
      {state === 'done' && summary && <div className="checkout-step__summary">{summary}</div>}
      {state === 'open' && <div className="checkout-step__body">{children}</div>}
    </section>
  );
}

export interface AddressPickerProps {
  kind: 'shipping' | 'billing';
  addresses: Address[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  selectedId: number | undefined;
  onSelect(id: number): void;
  /** Saved by the address modal: the list is refreshed and the new address chosen. */
  onSaved(id: number): void;
  /** Values a new address starts from (billing: the shipping address). */
  initial?: Record<string, unknown>;
}

/** Saved addresses to choose from, and account's address modal to add or edit one. */
export function AddressPicker({ kind, addresses, loading, error, onRetry, selectedId, onSelect, onSaved, initial }: AddressPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  // The modal is another bundle's fragment: loaded the first time it is opened, then kept.
  const [modal, setModal] = useState<{ open: boolean; addressId?: number } | null>(null);
  const texts = kind === 'shipping' ? 'flow.checkout.shipping' : 'flow.checkout.billing';
  if (loading) return <Spinner />;
  if (error) return <ErrorNotice error={error} onRetry={onRetry} />;
  return (
    <div className="checkout-addresses">
      {addresses && addresses.length > 0 ? (
        <fieldset className="checkout-addresses__list">
          <legend>{t(`${texts}.pick`)}</legend>
          {addresses.map((address) => (
            <div key={address.id} className="checkout-address">
              <label>
                <input type="radio" name={`checkout-${kind}-address`} checked={selectedId === address.id} onChange={() => onSelect(address.id)} />
                <span>
                  {addressLine(address)}
                  {address.isDefault && <span className="checkout-address__default"> {t('flow.checkout.shipping.default')}</span>}
                </span>
              </label>
              <Button variant="text" size="sm" onClick={() => setModal({ open: true, addressId: address.id })}>
                {t('flow.checkout.shipping.edit')}
              </Button>
            </div>
          ))}
        </fieldset>
      ) : (
        <p>{t(`${texts}.none`)}</p>
      )}
      <Button variant="secondary" onClick={() => setModal({ open: true })}>
        {t(`${texts}.add`)}
      </Button>
      {modal && (
        <RemoteFragment
          id="account/AddressModal"
          props={{
            open: modal.open,
            kind,
            ...(modal.addressId !== undefined ? { addressId: modal.addressId } : {}),
            ...(initial && modal.addressId === undefined ? { initial } : {}),
            onClose: () => setModal({ open: false }),
            onSaved: (id) => {
              setModal({ open: false });
              onSaved(id);
            },
          }}
        />
      )}
    </div>
  );
}
