import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { api, Button, FormField, paths, RadioGroup, toast, useSession } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { accountCalls, authCalls, type User } from '@mall/shared/contract';
import { RefusalNotice } from '../../verification/RefusalNotice';
import { NAMESPACE } from '../../namespace';
import { showOnFields } from '../../verification/serverErrors';
import { PasswordHints } from './PasswordHints';
import { ResetByEmail, ResetBySms } from './ResetCodeStep';

const PasswordSchema = v.object({ password: authCalls.Password });

type Way = 'email' | 'sms';

/**
 * Reset the password: a code by e-mail (to any address, as when logged out) or by SMS to the
 * account's bound mobile, the code exchanged for a verify token, then the new password. Every
 * session ends with it (the old one may be known), so the buyer logs in again.
 */
export function ResetPassword({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const hintsId = useId();
  const wayName = useId();
  const [way, setWay] = useState<Way>('email');
  const [token, setToken] = useState<string | null>(null);
  const passwordForm = useForm<v.InferInput<typeof PasswordSchema>>({ resolver: valibotResolver(PasswordSchema), defaultValues: { password: '' } });
  const [failure, setFailure] = useState<unknown>(null);

  const save = passwordForm.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await api.call(accountCalls.passwordResetByVerifyToken, { token: token!, password });
      useSession.getState().clear();
      toast.success(t('security.reset.done'));
      navigate(paths.login(paths.security()), { replace: true });
    } catch (error) {
      if (!showOnFields(passwordForm, error, {})) setFailure(error);
    }
  });

  if (token) {
    return (
      <form onSubmit={save} noValidate aria-labelledby="account-reset-title" className="account-security__form">
        <h2 id="account-reset-title">{t('security.reset.title')}</h2>
        <p>{t('security.reset.verified')}</p>
        <FormField form={passwordForm} ns={NAMESPACE} name="password" type="password" label={t('security.password.new')} autoComplete="new-password" />
        <PasswordHints password={passwordForm.watch('password')} id={hintsId} />
        {failure ? <RefusalNotice error={failure} /> : null}
        <Button type="submit" variant="primary" loading={passwordForm.formState.isSubmitting}>
          {t('security.reset.save')}
        </Button>
      </form>
    );
  }
  return (
    <section aria-labelledby="account-reset-title" className="account-security__form">
      <h2 id="account-reset-title">{t('security.reset.title')}</h2>
      {/* The SMS way only for an account with a bound mobile: the code goes to that number alone. */}
      {user.mobile ? (
        <RadioGroup
          className="account-reset__ways"
          legend={t('security.reset.way')}
          name={wayName}
          options={(['email', 'sms'] as const).map((option) => ({ value: option, label: t(`security.reset.by.${option}`) }))}
          value={way}
          onValueChange={(next) => setWay(next as typeof way)}
          inline
        />
      ) : null}
      {way === 'sms' && user.mobile ? <ResetBySms user={user} onVerified={setToken} /> : <ResetByEmail email={user.email} onVerified={setToken} />}
    </section>
  );
}
