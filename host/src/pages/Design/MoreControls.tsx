import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, DateField, DateTime, EmptyState, FilePicker, Skeleton, Stepper, type ChosenFile } from '@mall/shared';
import { PhoneField } from '@mall/shared/address/PhoneField';
import { Group } from './Group';

/** A stepper from 1 to 3, as the cart drives one. */
function QuantityExample({ error }: { error?: string }) {
  const { t } = useTranslation('shell');
  const [qty, setQty] = useState(3);
  return (
    <Stepper
      label={t('design.quantity')}
      text={String(qty)}
      onTextChange={(text) => setQty(Number(text) || 1)}
      onStep={(direction) => setQty((n) => n + direction)}
      canDecrease={qty > 1}
      canIncrease={qty < 3}
      note={qty === 3 ? t('design.stockNote') : undefined}
      error={error}
    />
  );
}

function PhoneExample({ error }: { error?: string }) {
  const { t } = useTranslation('shell');
  const [dialCode, setDialCode] = useState('+49');
  const [number, setNumber] = useState(error ? '030' : '');
  return (
    <PhoneField
      label={t('design.mobile')}
      hint={t('design.mobileHint')}
      error={error}
      dialCodeLabel={t('design.dialCode')}
      noDialCode={t('design.noDialCode')}
      dialCode={dialCode}
      dialCodeProps={{ value: dialCode, onChange: (event) => setDialCode(event.target.value) }}
      numberProps={{ value: number, onChange: (event) => setNumber(event.target.value), autoComplete: 'off' }}
    />
  );
}

/** The /design page's newer controls: files, phones, dates and quantities, tables, loading and empty. */
export function MoreControls() {
  const { t } = useTranslation('shell');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const history = [
    { id: 1, when: '2026-11-20T09:15:00Z', what: t('design.orderPlaced'), points: '+120' },
    { id: 2, when: '2026-11-24T17:40:00Z', what: t('design.reviewWritten'), points: '+10' },
  ];
  return (
    <>
      <Group title={t('design.files')}>
        <FilePicker label={t('design.certificate')} hint={t('design.certificateHint')} accept="application/pdf" chosen={file} onFiles={(files) => setFile({ name: files[0]!.name })} onRemove={() => setFile(null)} />
        <FilePicker label={t('design.certificate')} hint={t('design.certificateHint')} chosen={{ name: 'steuer-2026.pdf' }} error={t('design.certificateError')} onFiles={() => undefined} onRemove={() => undefined} />
      </Group>

      <Group title={t('design.phones')}>
        <PhoneExample />
        <PhoneExample error={t('design.mobileError')} />
      </Group>

      <Group title={t('design.dates')}>
        <DateField label={t('design.birthday')} defaultValue="1988-04-12" />
        <DateField label={t('design.birthday')} defaultValue="2030-01-01" error={t('design.birthdayError')} />
        <p>
          {t('design.ordered')}: <DateTime value="2026-10-07T10:36:34Z" withTime />
        </p>
        <QuantityExample />
        <QuantityExample error={t('design.stockError')} />
      </Group>

      <Group title={t('design.data')}>
        <DataTable
          caption={t('design.history')}
          rows={history}
          rowKey={(row) => row.id}
          columns={[
            { key: 'when', header: t('design.when'), cell: (row) => <DateTime value={row.when} /> },
            { key: 'what', header: t('design.what'), cell: (row) => row.what },
            { key: 'points', header: t('design.points'), numeric: true, cell: (row) => row.points },
          ]}
        />
        <Skeleton lines={3} />
        <EmptyState text={t('design.noOrders')} action={<Button variant="secondary">{t('design.shop')}</Button>} />
      </Group>
    </>
  );
}
