import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { api, Button, ErrorNotice, isApiError, paths, queryKeys, safeRedirect, useSession, FormField } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { authCalls } from '@mall/shared/contract';
import { authRefusalKey } from '../Login/authRefusals';
import { SignupTerms } from './SignupTerms';


type SignupInput = v.InferInput<typeof authCalls.signup.request>;

export function Signup() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<SignupInput>({
    resolver: valibotResolver(authCalls.signup.request),
    defaultValues: { email: '', password: '', nickname: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const user = await api.call(authCalls.signup, input);
      queryClient.setQueryData(queryKeys.session, user);
      useSession.getState().setUser(user);
      // Spec: signup lands on the signup-success page; a signup started elsewhere (checkout) goes back there.
      const redirect = params.get('redirect');
      navigate(redirect ? safeRedirect(redirect) : paths.signupSuccess(), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'EMAIL_TAKEN') {
        form.setError('email', { message: 'email.taken' });
      } else {
        setFailure(error);
      }
    }
  });

  const refusal = authRefusalKey(failure);
  return (
    <section className="shell-auth">
      <h1>{t('auth.signupTitle')}</h1>
      <form onSubmit={submit} noValidate>
        <FormField form={form} name="email" type="email" label={t('auth.email')} autoComplete="email" />
        <FormField form={form} name="nickname" label={t('auth.nickname')} autoComplete="nickname" />
        <FormField form={form} name="password" type="password" label={t('auth.password')} autoComplete="new-password" hint={t('auth.passwordHint')} />
        {refusal ? (
          <p role="alert" className="shell-form-error">{t(refusal)}</p>
        ) : failure ? (
          <ErrorNotice error={failure} />
        ) : null}
        <SignupTerms />
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          {t('auth.signup')}
        </Button>
      </form>
      <p>
        {t('auth.haveAccount')} <Link to={paths.login()}>{t('auth.login')}</Link>
      </p>
    </section>
  );
}
