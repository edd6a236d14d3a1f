import { useTranslation } from 'react-i18next';
import { Dialog, ErrorNotice, formatDateTime, PageLoader, useMarket } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { DIALOG_WIDTH } from '../OperationDialog';
import { PackageList } from '../receipt/PackageList';
import { usePackages } from '../receipt/usePackages';
import { useResultTexts } from '../resultTexts';

/** Tracking (620 wide): each package with its logistics timeline, newest first; 'no tracking info yet' when there is none. */
export default function LogisticsDialog({ order, onClose }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useMarket((s) => s.locale);
  const packages = usePackages(order);
  const texts = useResultTexts();
  const tracked = (packages.data ?? []).some((pkg) => pkg.logisticsList.length > 0);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('actions.logistics.title')} width={DIALOG_WIDTH.logistics}>
      {packages.isPending && <PageLoader label={t('actions.packages.loading')} />}
      {packages.isError && <ErrorNotice error={packages.error} onRetry={() => void packages.refetch()} retrying={packages.isFetching} />}
      {packages.isSuccess && !tracked && <p>{texts.noTracking()}</p>}
      {packages.isSuccess && tracked && (
        <PackageList
          order={order}
          packages={packages.data}
          renderExtra={(pkg, index) =>
            pkg.logisticsList.length === 0 ? (
              <p>{texts.noTracking()}</p>
            ) : (
              <ol className="orders-timeline" aria-label={t('actions.logistics.events', { index: index + 1 })}>
                {[...pkg.logisticsList]
                  .sort((a, b) => b.ftime.localeCompare(a.ftime))
                  .map((entry) => (
                    <li key={`${entry.ftime}-${entry.context}`}>
                      <time dateTime={entry.ftime}>{formatDateTime(entry.ftime, locale)}</time>
                      <span>
                        {entry.areaName ? `${entry.areaName} · ` : ''}
                        {entry.context}
                      </span>
                    </li>
                  ))}
              </ol>
            )
          }
        />
      )}
    </Dialog>
  );
}
