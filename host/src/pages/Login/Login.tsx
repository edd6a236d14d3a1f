import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { api, ApiError, Button, ErrorNotice, isApiError, paths, queryKeys, safeRedirect, useSession, FormField } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { accountCalls, authCalls, ErrorCode } from '@mall/shared/contract';
import { authRefusalKey, captchaRefusal } from './authRefusals';
import { LoginCaptcha } from './LoginCaptcha';

/** The form: e-mail, password, and the captcha's text once the server asks for one (its token is the image's). */
const LoginForm = v.object({ ...authCalls.login.request.entries, captcha: v.optional(v.string()) });
export type LoginValues = v.InferInput<typeof LoginForm>;

/** The server asks for a captcha: CAPTCHA_REQUIRED, or a failure that says the next login needs one. */
const asksForCaptcha = (error: unknown) =>
  isApiError(error) && (error.code === ErrorCode.captchaRequired || (error.fields ?? []).some((f) => f.field === 'captcha'));

export function Login() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const form = useForm<LoginValues>({ resolver: valibotResolver(LoginForm), defaultValues: { email: '', password: '', captcha: '' } });
  const redirect = safeRedirect(params.get('redirect'));
  // Each image is good for one attempt: never cached, a new one after every try.
  const captcha = useQuery({ queryKey: ['auth', 'login-captcha'], queryFn: () => api.call(accountCalls.captchaImage, {}), enabled: needsCaptcha, staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false });

  const submit = form.handleSubmit(async ({ email, password, captcha: typed }) => {
    setFailure(null);
    let proof = {};
    if (needsCaptcha) {
      const checked = v.safeParse(accountCalls.Captcha, typed ?? '');
      if (!checked.success) return form.setError('captcha', { type: 'validate', message: checked.issues[0].message });
      proof = { captcha: checked.output, token: captcha.data?.uuid };
    }
    try {
      const user = await api.call(authCalls.login, { email, password, ...proof });
      queryClient.setQueryData(queryKeys.session, user);
      useSession.getState().setUser(user);
      // The cart is the buyer's now: refetched in the background, not waited for. Waiting showed the
      // buyer's top bar on the login page for a round trip, and a click there (the membership menu,
      // My orders) was undone by the late redirect.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      navigate(redirect, { replace: true });
    } catch (error) {
      if (needsCaptcha) {
        form.resetField('captcha');
        void captcha.refetch();
      }
      const onCaptcha = captchaRefusal(error);
      if (onCaptcha) form.setError('captcha', { type: 'server', message: onCaptcha });
      if (asksForCaptcha(error)) setNeedsCaptcha(true);
      setFailure(onCaptcha ? null : error);
    }
  });

  const refusal = authRefusalKey(failure);
  return (
    <section className="shell-auth">
      <h1>{t('auth.loginTitle')}</h1>
      <form onSubmit={submit} noValidate>
        <FormField form={form} name="email" type="email" label={t('auth.email')} autoComplete="email" />
        <FormField form={form} name="password" type="password" label={t('auth.password')} autoComplete="current-password" />
        {needsCaptcha && <LoginCaptcha form={form} image={captcha.data} onNext={() => void captcha.refetch()} />}
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
