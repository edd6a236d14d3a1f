import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorNotice, PageLoader, toast, type AddressKind } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { AddressCard } from './AddressCard';
import { useAddresses, useMakeDefault } from './useAddresses';
import './AddressBook.css';

// The modal carries the form, its rules and the phone metadata: loaded on first open only.
const AddressModal = lazy(() => import('../../fragments/AddressModal/AddressModal'));

type Editing = { kind: AddressKind; addressId?: number } | null;

const KIND_TEXTS = {
  shipping: { title: 'address.book.shipping', add: 'address.book.addShipping', empty: 'address.book.emptyShipping' },
  billing: { title: 'address.book.billing', add: 'address.book.addBilling', empty: 'address.book.emptyBilling' },
} as const;

function AddressSection({ kind, onEdit }: { kind: AddressKind; onEdit(editing: NonNullable<Editing>): void }) {
  const { t } = useTranslation(NAMESPACE);
  const addresses = useAddresses(kind);
  const makeDefault = useMakeDefault();
  const texts = KIND_TEXTS[kind];
  const headingId = `account-book-${kind}`;

  let body: ReactNode;
  if (addresses.isPending) body = <PageLoader />;
  else if (addresses.isError) body = <ErrorNotice error={addresses.error} onRetry={() => void addresses.refetch()} retrying={addresses.isFetching} />;
  else if (addresses.data.length === 0) body = <EmptyState text={t(texts.empty)} />;
  else
    body = (
      <ul className="account-book__list">
        {addresses.data.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              onEdit={() => onEdit({ kind, addressId: address.id })}
              makingDefault={makeDefault.isPending && makeDefault.variables === address.id}
              onMakeDefault={() =>
                makeDefault.mutate(address.id, {
                  onSuccess: () => toast.success(t('address.book.madeDefault')),
                  onError: () => toast.error(t('address.book.makeDefaultFailed')),
                })
              }
            />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="account-book__section" aria-labelledby={headingId}>
      <header className="account-book__section-header">
        <h2 id={headingId}>{t(texts.title)}</h2>
        <Button size="sm" onClick={() => onEdit({ kind })}>
          {t(texts.add)}
        </Button>
      </header>
      {body}
    </section>
  );
}

/** The buyer's shipping and billing addresses: default marked, create, edit, make default. */
export function AddressBook() {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="account-book" data-boundary="account" aria-labelledby="account-book-title">
      <h1 id="account-book-title" className="account-book__title">
        {t('address.book.title')}
      </h1>
      <AddressSection kind="shipping" onEdit={setEditing} />
      <AddressSection kind="billing" onEdit={setEditing} />
      {editing && (
        <Suspense fallback={null}>
          <AddressModal
            open
            kind={editing.kind}
            addressId={editing.addressId}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
