import { useTranslation } from 'react-i18next';
import { Button, type RemoteBundle } from '@mall/shared';

/** The contained fallback for a bundle that cannot be loaded or has crashed. */
export function RemoteFallback({ bundle, onRetry }: { bundle: RemoteBundle; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-remote-fallback" role="alert" data-boundary={bundle}>
      <h2>{t('remote.unavailableTitle')}</h2>
      <p>{t(`remote.unavailable.${bundle}`)}</p>
      <Button variant="primary" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </section>
  );
}
