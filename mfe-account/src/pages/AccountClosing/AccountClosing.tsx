import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, Checkbox, Dialog, paths, useIsMobile } from '@mall/shared';
import type { User } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { BuyerOnly } from '../../BuyerOnly';
import { ClosingNoticeBody } from '../ClosingNotice/ClosingNoticeArticle';
import { ConfirmClosing } from './ConfirmClosing';
import '../Security/Security.css';

/** Spec: the closing notice is a page on mobile and a modal on desktop. */
function NoticeLink() {
  const { t } = useTranslation(NAMESPACE);
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  if (isMobile) return <Link to={paths.closingNotice()}>{t('closing.readNotice')}</Link>;
  return (
    <>
      <Button type="button" variant="text" onClick={() => setOpen(true)}>
        {t('closing.readNotice')}
      </Button>
      {open && (
        <Dialog open onOpenChange={setOpen} title={t('closing.notice')} width={620}>
          <ClosingNoticeBody />
        </Dialog>
      )}
    </>
  );
}

/** Step 1: the consequences, and the agreement that must be ticked before the next step. */
function Consequences({ onNext }: { onNext: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [agreed, setAgreed] = useState(false);
  const [refused, setRefused] = useState(false);
  return (
    <div className="account-security__form">
      <h2>{t('closing.step1')}</h2>
      <ul>
        {(['open', 'login', 'data', 'orders', 'points'] as const).map((key) => (
          <li key={key}>{t(`closing.consequences.${key}`)}</li>
        ))}
      </ul>
      <NoticeLink />
      <Checkbox
        className="account-agree"
        label={t('closing.agree')}
        checked={agreed}
        error={refused && !agreed ? t('closing.agreeFirst') : undefined}
        onChange={(event) => setAgreed(event.target.checked)}
      />
      <Button type="button" variant="primary" onClick={() => (agreed ? onNext() : setRefused(true))}>
        {t('closing.next')}
      </Button>
    </div>
  );
}

function Steps({ user }: { user: User }) {
  const [step, setStep] = useState<0 | 1>(0);
  return step === 0 ? <Consequences onNext={() => setStep(1)} /> : <ConfirmClosing user={user} onBack={() => setStep(0)} />;
}

/** Closing the account in two steps: consequences and agreement, then captcha and code. */
export function AccountClosing() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className="account-security" data-boundary="account" aria-labelledby="account-closing-title">
      <h1 id="account-closing-title">{t('closing.title')}</h1>
      <BuyerOnly>{(buyer) => <Steps user={buyer} />}</BuyerOnly>
    </section>
  );
}
