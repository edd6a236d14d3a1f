import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, Button, FormField, toast } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { accountCalls } from '@mall/shared/contract';
import type * as v from 'valibot';
import { RefusalNotice } from '../../verification/RefusalNotice';
import { NAMESPACE } from '../../namespace';
import { showOnFields } from '../../verification/serverErrors';
import { PasswordHints } from './PasswordHints';

type Input = v.InferInput<typeof accountCalls.changePassword.request>;

/** Change the password with the old one; other sessions end, this one stays. */
export function ChangePassword() {
  const { t } = useTranslation(NAMESPACE);
  const hintsId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Input>({ resolver: valibotResolver(accountCalls.changePassword.request), defaultValues: { oldPassword: '', newPassword: '' } });
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await api.call(accountCalls.changePassword, input);
      form.reset();
      toast.success(t('security.password.changed'));
    } catch (error) {
      if (!showOnFields(form, error, {})) setFailure(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-password-title" className="account-security__form">
      <h2 id="account-password-title">{t('security.password.title')}</h2>
      <FormField form={form} ns={NAMESPACE} name="oldPassword" type="password" label={t('security.password.old')} autoComplete="current-password" />
      <FormField form={form} ns={NAMESPACE} name="newPassword" type="password" label={t('security.password.new')} autoComplete="new-password" />
      <PasswordHints password={form.watch('newPassword')} id={hintsId} />
      {failure ? <RefusalNotice error={failure} /> : null}
      <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
        {t('security.password.submit')}
      </Button>
    </form>
  );
}
