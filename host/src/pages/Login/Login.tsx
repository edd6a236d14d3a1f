import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { api, ApiError, Button, ErrorNotice, paths, queryKeys, safeRedirect, useSession, FormField } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { authCalls } from '@mall/shared/contract';
import { authRefusalKey } from './authRefusals';


type LoginInput = v.InferInput<typeof authCalls.login.request>;

export function Login() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LoginInput>({ resolver: valibotResolver(authCalls.login.request), defaultValues: { email: '', password: '' } });
  const redirect = safeRedirect(params.get('redirect'));

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const user = await api.call(authCalls.login, input);
      queryClient.setQueryData(queryKeys.session, user);
      useSession.getState().setUser(user);
      // The cart is the buyer's now: refetched in the background, not waited for. Waiting showed the
      // buyer's top bar on the login page for a round trip, and a click there (the membership menu,
      // My orders) was undone by the late redirect.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      navigate(redirect, { replace: true });
    } catch (error) {
      setFailure(error);
    }
  });

  const refusal = authRefusalKey(failure);
  return (
    <section className="shell-auth">
      <h1>{t('auth.loginTitle')}</h1>
      <form onSubmit={submit} noValidate>
        <FormField form={form} name="email" type="email" label={t('auth.email')} autoComplete="email" />
        <FormField form={form} name="password" type="password" label={t('auth.password')} autoComplete="current-password" />
        {refusal ? (
          <p role="alert" className="shell-form-error">{t(refusal)}</p>
        ) : failure ? (
          <ErrorNotice error={failure as ApiError} />
        ) : null}
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('auth.login')}
        </Button>
      </form>
      <p>
        {t('auth.noAccount')} <Link to={`${paths.signup()}${redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : ''}`}>{t('auth.signup')}</Link>
      </p>
    </section>
  );
}
