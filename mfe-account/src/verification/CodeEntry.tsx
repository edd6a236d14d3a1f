import type { FieldValues, Path } from 'react-hook-form';
import { FormField } from '@mall/shared';
import { accountCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import { CaptchaField } from './CaptchaField';
import { CodeButton } from './CodeButton';
import { RefusalNotice } from './RefusalNotice';
import type { CodeForm } from './useCodeForm';

/**
 * Every code form's own part (spec §5): the graphic captcha, the 6-digit code beside its send button
 * (sending, then the 60 s countdown), and the server's refusal when no field can show it.
 */
export function CodeEntry<T extends FieldValues & { captcha: string; code: string }>({ codeForm, codeLabel }: { codeForm: CodeForm<T>; codeLabel: string }) {
  const { form, captcha, failure, sendCode } = codeForm;
  return (
    <>
      <CaptchaField form={form} name={'captcha' as Path<T>} image={captcha.image} onNext={captcha.next} />
      <div className="account-code-row">
        <FormField
          form={form}
          ns={NAMESPACE}
          name={'code' as Path<T>}
          label={codeLabel}
          inputMode="numeric"
          maxLength={accountCalls.CODE_LENGTH}
          autoComplete="one-time-code"
        />
        <CodeButton onSend={sendCode} />
      </div>
      {failure ? <RefusalNotice error={failure} /> : null}
    </>
  );
}
