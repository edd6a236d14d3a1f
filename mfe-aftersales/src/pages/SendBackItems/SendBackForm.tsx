import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { api, BottomSheet, Button, ErrorNotice, Field, FormField, isApiError } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { afterSalesCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { reverseOrderKey } from '../AfterSalesDetail/useReverseOrder';
import { postBackOf, sendBackSchema, type SendBackValues } from './sendBackForm';
import { useCarriers } from './useCarriers';
// The form brings its own styles: it also opens in the after-sales detail's dialog, without this page's CSS.
import './SendBackForm.css';

/** Where mall-api's field errors land on this form. */
const FIELD_OF: Record<string, keyof SendBackValues> = {
  'fulfillmentProgressList.0.serviceCode': 'serviceCode',
  'fulfillmentProgressList.0.fulfillmentServiceProvider.id': 'carrierId',
  fulfillmentProgressList: 'carrierId',
};

/**
 * Return items (spec §2): the carrier from a bottom sheet of carriers, the tracking number. The
 * original swallowed a failed call; this one says so and keeps what was typed.
 */
export function SendBackForm({ reverseOrderId, onSent, onCancel }: { reverseOrderId: number; onSent: () => void; onCancel?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const carriers = useCarriers();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SendBackValues>({
    resolver: valibotResolver(sendBackSchema) as unknown as Resolver<SendBackValues>,
    defaultValues: { carrierId: '', serviceCode: '' },
  });
  const carrierId = form.watch('carrierId');
  const carrier = carriers.data?.find((c) => String(c.id) === carrierId);
  const carrierError = form.formState.errors.carrierId?.message;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.call(afterSalesCalls.postBackReverse, postBackOf(reverseOrderId, values));
      await queryClient.invalidateQueries({ queryKey: reverseOrderKey(reverseOrderId) });
      onSent();
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? []) : [];
      const mapped = fields.filter((f) => FIELD_OF[f.field]);
      mapped.forEach((f) => form.setError(FIELD_OF[f.field]!, { type: 'server', message: f.message }));
      if (mapped.length === 0) setFailure(error);
    }
  });

  return (
    <form className="as-send-back" data-boundary="aftersales" noValidate onSubmit={(event) => void submit(event)}>
      <Field id="as-send-back-carrier" label={t('sendBack.carrier')} error={carrierError ? t(`validation.${carrierError}`) : undefined}>
        {(control) => (
          <Button
            {...control}
            variant="secondary"
            className="as-send-back__carrier"
            aria-labelledby="as-send-back-carrier-label as-send-back-carrier-value"
            onClick={() => setSheetOpen(true)}
          >
            <span id="as-send-back-carrier-value">{carrier ? carrier.entityName : t('sendBack.chooseCarrier')}</span>
          </Button>
        )}
      </Field>
      <FormField form={form} name="serviceCode" label={t('sendBack.trackingNumber')} ns={NAMESPACE} autoComplete="off" maxLength={40} />
      {failure != null && <ErrorNotice error={failure} />}
      <div className="as-send-back__actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={form.formState.isSubmitting}>
            {t('sendBack.cancel')}
          </Button>
        )}
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('sendBack.submit')}
        </Button>
      </div>
      <BottomSheet open={sheetOpen} onOpenChange={setSheetOpen} title={t('sendBack.carrierSheet')}>
        {carriers.isPending && <p>{t('sendBack.loadingCarriers')}</p>}
        {carriers.isError && <ErrorNotice error={carriers.error} onRetry={() => void carriers.refetch()} retrying={carriers.isFetching} />}
        {carriers.isSuccess && (
          <ul className="as-carriers" aria-label={t('sendBack.carrierSheet')}>
            {carriers.data.map((c) => (
              <li key={c.id}>
                <Button
                  variant="text"
                  className="as-carriers__option"
                  aria-pressed={String(c.id) === carrierId}
                  onClick={() => {
                    form.setValue('carrierId', String(c.id), { shouldValidate: form.formState.isSubmitted });
                    setSheetOpen(false);
                  }}
                >
                  {c.entityName}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </BottomSheet>
    </form>
  );
}
