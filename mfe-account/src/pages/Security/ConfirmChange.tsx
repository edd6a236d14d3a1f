import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mall/shared';
import { NAMESPACE } from '../../namespace';

/**
 * The last step of changing the e-mail or the mobile: the code is checked, the old and new values are
 * shown, and nothing changes until the buyer confirms (Back returns to the form as typed).
 */
export function ConfirmChange({ titleId, title, text, onBack, onConfirm }: {
  titleId: string;
  title: ReactNode;
  text: string;
  onBack: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
        void onConfirm().finally(() => setConfirming(false));
      }}
      aria-labelledby={titleId}
      className="account-security__form"
    >
      {title}
      <p role="status">{text}</p>
      <div className="account-closing__actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('security.email.back')}
        </Button>
        <Button type="submit" variant="primary" loading={confirming}>
          {t('security.email.confirm')}
        </Button>
      </div>
    </form>
  );
}
