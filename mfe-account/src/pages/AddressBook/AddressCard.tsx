import { useTranslation } from 'react-i18next';
import { addressLines, Button } from '@mall/shared';
import type { Address } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

interface AddressCardProps {
  address: Address;
  onEdit(): void;
  onMakeDefault(): void;
  makingDefault: boolean;
}

export function AddressCard({ address, onEdit, onMakeDefault, makingDefault }: AddressCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const who = `${address.personName}, ${[address.poiName, address.houseNo].filter(Boolean).join(' ')}`;
  const titleId = `account-address-${address.id}`;
  return (
    <article className={address.isDefault ? 'account-book__card account-book__card--default' : 'account-book__card'} aria-labelledby={titleId}>
      <header className="account-book__card-header">
        <h3 id={titleId} className="account-book__name">
          {address.personName}
        </h3>
        {address.isDefault && <span className="account-book__badge">{t('address.book.default')}</span>}
      </header>
      {address.company && <p className="account-book__line">{address.company}</p>}
      <address className="account-book__lines">
        {addressLines(address).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <span>{[address.areaCode, address.personPhone].filter(Boolean).join(' ')}</span>
        <span>{address.email}</span>
        {address.taxCode && <span>{t('address.book.taxCode', { code: address.taxCode })}</span>}
      </address>
      <div className="account-book__actions">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t('address.book.editLabel', { name: who })}>
          {t('address.book.edit')}
        </Button>
        {!address.isDefault && (
          <Button variant="text" size="sm" onClick={onMakeDefault} loading={makingDefault} aria-label={t('address.book.makeDefaultLabel', { name: who })}>
            {t('address.book.makeDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
