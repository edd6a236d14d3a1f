import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { accountCalls } from '@mall/shared/contract';
import { toast } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { NAMESPACE } from '../namespace';
import { showOnFields } from './serverErrors';
import { useCaptcha } from './useCaptcha';

/**
 * The captcha field in a code form's schema: checked (accountCalls.Captcha) only when a code is
 * sent, since each image is spent by that send and the field is emptied for the next one.
 */
export const CAPTCHA_INPUT = v.string();

/** What the account calls name the fields the forms call captcha and code. */
const SERVER_FIELDS = { token: 'captcha', emailCode: 'code', smsCode: 'code', captcha: 'captcha' } as const;

/**
 * A form that sends a verification code (after its captcha) and then submits with the code: the
 * e-mail and mobile forms and account closing. `sendFields` are checked before a code is sent;
 * the captcha image is replaced after every send, since each one is good for one attempt.
 */
export function useCodeForm<T extends FieldValues & { captcha: string; code: string }>(options: {
  key: string;
  schema: v.GenericSchema<T>;
  defaultValues: DefaultValues<T>;
  sendFields: Path<T>[];
  send: (values: T, token: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const captcha = useCaptcha(options.key);
  const [failure, setFailure] = useState<unknown>(null);
  // The captcha token of the last code sent: the password reset's check must carry it again.
  const [sentWith, setSentWith] = useState<string | null>(null);
  const form = useForm<T>({ resolver: valibotResolver(options.schema as v.GenericSchema<T>) as never, defaultValues: options.defaultValues });

  const fail = (error: unknown) => {
    if (!showOnFields(form, error, SERVER_FIELDS as unknown as Record<string, Path<T>>, 'code' as Path<T>)) setFailure(error);
  };

  const sendCode = async (): Promise<boolean> => {
    setFailure(null);
    const fieldsValid = options.sendFields.length === 0 || (await form.trigger(options.sendFields));
    const typed = v.safeParse(accountCalls.Captcha, form.getValues('captcha' as Path<T>));
    if (!typed.success) form.setError('captcha' as Path<T>, { message: typed.issues[0].message });
    else form.clearErrors('captcha' as Path<T>);
    if (!fieldsValid || !typed.success) return false;
    if (!captcha.image) return false;
    const token = captcha.image.uuid;
    try {
      await options.send({ ...form.getValues(), captcha: typed.output } as T, token);
      setSentWith(token);
      toast.success(t('verify.sent'));
      return true;
    } catch (error) {
      fail(error);
      return false;
    } finally {
      captcha.next();
      form.setValue('captcha' as Path<T>, '' as T[Path<T>]);
    }
  };

  return { form, captcha, failure, setFailure, fail, sendCode, sentWith };
}

/** What useCodeForm gives a form: its fields' state, the captcha, the refusal and the send. */
export type CodeForm<T extends FieldValues & { captcha: string; code: string }> = ReturnType<typeof useCodeForm<T>>;
