import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, Dialog, ErrorNotice, isApiError, PageLoader, type AddressModalProps } from '@mall/shared';
import { addressCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useRegions } from '../RegionPicker/useRegions';
import { AddressForm } from './AddressForm';
import { addressKeys } from './addressForm';
import './AddressModal.css';

const TITLE_KEYS = {
  shipping: { create: 'address.modal.title.newShipping', edit: 'address.modal.title.editShipping' },
  billing: { create: 'address.modal.title.newBilling', edit: 'address.modal.title.editBilling' },
} as const;

/** Creates or edits a shipping or billing address (the billing one with its tax code); other bundles embed it. */
export default function AddressModal({ open, kind, addressId, initial, onClose, onSaved }: AddressModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t(TITLE_KEYS[kind][addressId === undefined ? 'create' : 'edit'])}
      width={720}
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('address.modal.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {t('address.modal.save')}
          </Button>
        </>
      }
    >
      {open && (
        <AddressModalBody formId={formId} kind={kind} addressId={addressId} initial={initial} onSavingChange={setSaving} onSaved={(address) => onSaved(address.id)} />
      )}
    </Dialog>
  );
}

function AddressModalBody({
  formId,
  kind,
  addressId,
  initial,
  onSavingChange,
  onSaved,
}: Pick<AddressModalProps, 'kind' | 'addressId' | 'initial'> & Pick<Parameters<typeof AddressForm>[0], 'formId' | 'onSaved' | 'onSavingChange'>) {
  const { t } = useTranslation(NAMESPACE);
  const regions = useRegions();
  const saved = useQuery({
    queryKey: addressKeys.detail(addressId ?? 0),
    queryFn: () => api.call(addressCalls.getAddress, { id: addressId! }),
    enabled: addressId !== undefined,
    // The form starts from what is saved now: no copy kept from an earlier opening (its default may have changed since).
    staleTime: 0,
    gcTime: 0,
  });
  const failed = regions.isError ? regions : addressId !== undefined && saved.isError ? saved : null;
  if (failed) {
    const gone = isApiError(failed.error) && failed.error.code === 'NOT_FOUND' && failed === saved;
    return gone ? (
      <ErrorNotice message={t('address.modal.notFound')} />
    ) : (
      <ErrorNotice error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
    );
  }
  if (!regions.data || (addressId !== undefined && !saved.data)) return <PageLoader />;
  return <AddressForm formId={formId} kind={kind} regions={regions.data} saved={saved.data} initial={initial} onSaved={onSaved} onSavingChange={onSavingChange} />;
}
