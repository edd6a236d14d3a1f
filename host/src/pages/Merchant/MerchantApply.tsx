import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { api, Button, ErrorNotice, formatCountry, FormField, FormSelect, PageLoader, paths, queryKeys } from '@mall/shared';
import { MARKETS } from '@mall/shared/address/core';
import { valibotResolver } from '@mall/shared/forms';
import { merchantCalls } from '@mall/shared/contract';
import { MerchantSteps } from './MerchantSteps';
import { useMerchantEntry } from './useMerchantEntry';

type Application = v.InferInput<typeof merchantCalls.applyMerchant.request>;

export function MerchantApply() {
  const { t, i18n } = useTranslation('shell');
  const entry = useMerchantEntry();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Application>({
    resolver: valibotResolver(merchantCalls.applyMerchant.request),
    defaultValues: { shopName: '', contactName: '', companyRegistrationNo: '', countryCode: 'DE' },
  });

  if (entry.isPending) return <PageLoader />;
  if (entry.isError) return <ErrorNotice error={entry.error} onRetry={() => void entry.refetch()} />;
  if (entry.data.auditStatus === 'audit') return <Navigate to={paths.merchantAudit()} replace />;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await api.call(merchantCalls.applyMerchant, input);
      await queryClient.invalidateQueries({ queryKey: queryKeys.merchantEntry });
      navigate(paths.merchantAudit());
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <section className="shell-merchant">
      <MerchantSteps current={entry.data.auditStatus === 'reject' ? 'result' : 'fill'} />
      <h1>{t('merchant.applyTitle')}</h1>
      {entry.data.auditStatus === 'reject' && <p className="shell-merchant__rejected">{t('merchant.rejected')}</p>}
      <form className="shell-merchant__form" onSubmit={submit} noValidate>
        <FormField form={form} ns="shell" name="shopName" label={t('merchant.form.shopName')} />
        <FormField form={form} ns="shell" name="contactName" label={t('merchant.form.contactName')} autoComplete="name" />
        <FormField form={form} ns="shell" name="companyRegistrationNo" label={t('merchant.form.registrationNo')} />
        <FormSelect form={form} ns="shell" name="countryCode" label={t('merchant.form.country')}>
          {MARKETS.map((code) => (
            <option key={code} value={code}>
              {formatCountry(code, i18n.language)}
            </option>
          ))}
        </FormSelect>
        {failure ? <ErrorNotice error={failure} /> : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('merchant.form.submit')}
        </Button>
      </form>
    </section>
  );
}
