import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, Button, Dialog, firstScreenQueryKeys, merchantDestination, showMerchantEntry, useSession } from '@mall/shared';
import { merchantCalls } from '@mall/shared/contract';

/** The top bar's merchant link: shown per the server's flags, routed by the merchant rules. */
export function MerchantEntry({ openBackOffice = (url: string) => window.location.assign(url) }: { openBackOffice?: (url: string) => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const loggedInBuyer = user !== null && !user.isTourist;
  const [notice, setNotice] = useState<'frozen' | 'clear' | null>(null);
  const entry = useQuery({
    // The server's page carries it (visitor data): drawn there, the same once hydrated.
    queryKey: firstScreenQueryKeys.merchantEntry(user?.id ?? null),
    queryFn: () => api.call(merchantCalls.merchantEntry, {}),
    enabled: loggedInBuyer,
  });

  if (!showMerchantEntry(entry.data, loggedInBuyer) || !entry.data) return null;
  const data = entry.data;
  const label = data.merchantStatus || data.auditStatus === 'pass' ? t('merchant.backOffice') : t('merchant.settleIn');

  const go = () => {
    const destination = merchantDestination(data);
    if (destination.kind === 'route') navigate(destination.to);
    else if (destination.kind === 'backOffice') openBackOffice(destination.url);
    else setNotice(destination.notice);
  };

  return (
    <>
      <Button variant="text" className="shell-merchant-entry" onClick={go}>
        {label}
      </Button>
      <Dialog
        open={notice !== null}
        onOpenChange={(open) => !open && setNotice(null)}
        title={t('merchant.noticeTitle')}
        width={560}
        footer={<Button onClick={() => setNotice(null)}>{t('merchant.understood')}</Button>}
      >
        <p>{notice ? t(`merchant.notice.${notice}`) : null}</p>
      </Dialog>
    </>
  );
}
