import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLines } from '@mall/shared';
import type { OrderAddress } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/** One section of the detail, titled, as a card. */
export function DetailCard({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`order-detail__card ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id} className="order-detail__card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type AddressWithExtras = OrderAddress & { taxCode?: string | null; eori?: string | null };

/** An address as a European shop writes it: name, company, then the shared formatter's lines (street … country). */
export function AddressLines({ address, billing = false }: { address: AddressWithExtras; billing?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <address className="order-detail__address">
      <span className="order-detail__address-name">{`${address.firstName} ${address.lastName}`}</span>
      {address.company && (
        <span>
          {billing ? `${t('detail.billing.company')}: ` : ''}
          {address.company}
        </span>
      )}
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>
        {t('detail.delivery.phone')}: {address.personPhone}
      </span>
      {address.email && (
        <span>
          {t('detail.delivery.email')}: {address.email}
        </span>
      )}
      {billing && address.taxCode && (
        <span>
          {t('detail.billing.taxCode')}: {address.taxCode}
        </span>
      )}
      {billing && address.eori && (
        <span>
          {t('detail.billing.eori')}: {address.eori}
        </span>
      )}
    </address>
  );
}
