import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useCountdown } from '@mall/shared';
import { accountCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';

/**
 * Spec §4: the code button (SMS or e-mail) says it is sending, then counts 60 seconds down before
 * a resend is possible. `onSend` answers whether the code went out (false: the form shows why).
 */
export function CodeButton({ onSend, label }: { onSend: () => Promise<boolean>; label?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const left = Math.ceil(useCountdown(resendAt) / 1000);
  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) setResendAt(Date.now() + accountCalls.CODE_RESEND_SECONDS * 1000);
    } finally {
      setSending(false);
    }
  };
  const text = sending ? t('verify.sending') : left > 0 ? t('verify.resendIn', { seconds: left }) : label ?? t('verify.sendCode');
  return (
    <Button type="button" variant="secondary" disabled={sending || left > 0} onClick={() => void send()} aria-live="polite">
      {text}
    </Button>
  );
}
