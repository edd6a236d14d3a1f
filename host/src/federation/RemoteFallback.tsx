import { useTranslation } from 'react-i18next';
import { Button, useReleaseFirstScreen, type RemoteBundle } from '@mall/shared';

/** The contained fallback for a bundle that cannot be loaded or has crashed. */
export function RemoteFallback({ bundle, onRetry }: { bundle: RemoteBundle; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  // The server's copy of the page gives way to the notice: a remote down in the browser must not leave the page a frozen picture (issue 29).
  useReleaseFirstScreen(true);
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
