import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { api, Button, Dialog, ErrorNotice, FormField, isApiError, queryKeys, Spinner, TextField, toast, useMarket, useSession } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { accountCalls, orderActionCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../../namespace';

/** Spec: after the link is confirmed the list refreshes 2 s later (the linked orders need a moment to show). */
export const LINK_REFRESH_DELAY_MS = 2000;

const CaptchaForm = v.object({ emailCode: accountCalls.Code, code: orderActionCalls.CaptchaCode });
type CaptchaValues = v.InferInput<typeof CaptchaForm>;

/** Field errors the verify call answers on `code` or `uuid` (a new captcha is needed after either). */
const CAPTCHA_ERRORS = new Set(['linkOrder.captchaWrong', 'linkOrder.captchaExpired', 'linkOrder.captchaRequired', 'linkOrder.captchaLength']);

/** The e-mailed code's refusals (by error code: a locked code answers no field), said on its field. */
const EMAIL_CODE_ERRORS: Record<string, string> = {
  [accountCalls.AccountErrorCode.codeWrong]: 'code.wrong',
  [accountCalls.AccountErrorCode.codeExpired]: 'code.expired',
  [accountCalls.AccountErrorCode.codeLocked]: 'code.locked',
  [accountCalls.AccountErrorCode.codeTooSoon]: 'code.tooSoon',
};
const emailCodeRefusal = (error: unknown): string | undefined =>
  isApiError(error) ? (EMAIL_CODE_ERRORS[error.code] ?? error.fields?.find((f) => f.field === 'emailCode')?.message ?? (error.status === 429 ? error.message : undefined)) : undefined;

type Step = { name: 'captcha' } | { name: 'confirm'; num: number; uuid: string } | { name: 'failed' };

/**
 * Link Order: the account e-mail (fixed, shown disabled), the code sent there (signing up never
 * proved the e-mail is the buyer's) and a graphic captcha; verifying counts the orders guests placed
 * with that e-mail, the confirmation shows the count, confirming links them.
 */
export default function LinkOrdersDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const user = useSession((s) => s.user);
  const email = user?.email ?? '';
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'captcha' });
  const captcha = useQuery({
    queryKey: ['orders', 'link-captcha'],
    queryFn: ({ signal }) => api.call(orderActionCalls.linkOrderCaptcha, {}, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const form = useForm<CaptchaValues>({ resolver: valibotResolver(CaptchaForm), defaultValues: { emailCode: '', code: '' } });
  const sendCode = useMutation({
    mutationFn: () => api.call(orderActionCalls.linkOrderEmailCode, {}),
    onSuccess: () => form.clearErrors('emailCode'),
    onError: (error) => {
      const message = emailCodeRefusal(error);
      if (message) form.setError('emailCode', { type: 'server', message });
    },
  });

  const verify = form.handleSubmit(async ({ emailCode, code }) => {
    if (!captcha.data) return;
    try {
      const found = await api.call(orderActionCalls.verifyLinkOrders, { uuid: captcha.data.uuid, code, buyerEmail: email, userId: user?.id, emailCode });
      setStep({ name: 'confirm', num: found.num, uuid: found.uuid });
    } catch (error) {
      // A captcha is good for one attempt: whatever went wrong, the next try needs a new one.
      void captcha.refetch();
      const codeRefusal = emailCodeRefusal(error);
      const field = isApiError(error) ? error.fields?.find((f) => CAPTCHA_ERRORS.has(f.message) || f.field === 'buyerEmail') : undefined;
      if (codeRefusal) form.setError('emailCode', { type: 'server', message: codeRefusal });
      else if (field) form.setError('code', { type: 'server', message: field.message });
      else setStep({ name: 'failed' });
    }
  });

  const link = useMutation({
    mutationFn: (uuid: string) => api.call(orderActionCalls.confirmLinkOrders, { uuid, buyerEmail: email, userId: user?.id, site: useMarket.getState().site }),
    onSuccess: (linked) => {
      toast.success(t('list.link.linked', { count: linked.num }));
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.orders }), LINK_REFRESH_DELAY_MS);
      onClose();
    },
    onError: () => setStep({ name: 'failed' }),
  });

  const restart = () => {
    form.reset({ emailCode: '', code: '' });
    void captcha.refetch();
    setStep({ name: 'captcha' });
  };

  const close = (open: boolean) => !open && onClose();
  if (step.name === 'failed') {
    return (
      <Dialog open onOpenChange={close} title={t('list.link.failedTitle')} footer={<Button onClick={restart}>{t('list.link.again')}</Button>}>
        <ErrorNotice message={t('list.link.failed')} />
      </Dialog>
    );
  }
  if (step.name === 'confirm') {
    return (
      <Dialog
        open
        onOpenChange={close}
        dismissible={!link.isPending}
        title={t('list.link.title')}
        description={step.num > 0 ? t('list.link.found', { count: step.num, email }) : t('list.link.none', { email })}
        footer={
          step.num > 0 ? (
            <>
              <Button variant="secondary" onClick={onClose} disabled={link.isPending}>
                {t('common:cancel')}
              </Button>
              <Button loading={link.isPending} onClick={() => link.mutate(step.uuid)}>
                {t('list.link.confirm')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{t('common:close')}</Button>
          )
        }
      />
    );
  }
  return (
    <Dialog open onOpenChange={close} dismissible={!form.formState.isSubmitting} title={t('list.link.title')} description={t('list.link.intro')}>
      <form className="orders-link-form" noValidate onSubmit={(event) => void verify(event)}>
        <AccountEmail email={email} />
        <div className="orders-link-form__email-code">
          <FormField
            form={form}
            name="emailCode"
            ns={NAMESPACE}
            label={t('list.link.emailCode')}
            hint={sendCode.isSuccess ? t('list.link.codeSent', { email }) : undefined}
            inputMode="numeric"
            maxLength={accountCalls.CODE_LENGTH}
            autoComplete="one-time-code"
          />
          <Button variant="secondary" size="sm" loading={sendCode.isPending} onClick={() => sendCode.mutate()}>
            {sendCode.isSuccess ? t('list.link.resendCode') : t('list.link.sendCode')}
          </Button>
        </div>
        <div className="orders-link-form__captcha">
          <FormField form={form} name="code" ns={NAMESPACE} label={t('list.link.captcha')} maxLength={orderActionCalls.CAPTCHA_LENGTH} autoComplete="off" />
          <div className="orders-link-form__image">
            {captcha.isPending && <Spinner />}
            {captcha.isError && <ErrorNotice error={captcha.error} onRetry={() => void captcha.refetch()} retrying={captcha.isFetching} />}
            {captcha.isSuccess && <img src={captcha.data.img} alt={t('list.link.captchaImage')} width={120} height={40} />}
            <Button variant="text" size="sm" onClick={() => void captcha.refetch()} disabled={captcha.isFetching}>
              {t('list.link.newCaptcha')}
            </Button>
          </div>
        </div>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={!captcha.isSuccess}>
          {t('list.link.verify')}
        </Button>
      </form>
    </Dialog>
  );
}

/** Spec: the e-mail is fixed to the account's and shown disabled. */
function AccountEmail({ email }: { email: string }) {
  const { t } = useTranslation(NAMESPACE);
  return <TextField label={t('list.link.email')} type="email" value={email} disabled readOnly />;
}
