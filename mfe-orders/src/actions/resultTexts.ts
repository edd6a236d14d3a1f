import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../namespace';

/**
 * The two spec documents word the same results differently: the order list's catalogue says
 * 'operation failed, please retry', the order detail's says 'Operation failed, please retry!'
 * (orderdetail §8). OrderActions tells its dialogs where they were opened, so each page shows its
 * own document's texts.
 */
export const OnDetailPage = createContext(false);

export function useResultTexts() {
  const { t } = useTranslation(NAMESPACE);
  const onDetail = useContext(OnDetailPage);
  return useMemo(
    () => ({
      failed: () => (onDetail ? t('actions.resultOnDetail.failed') : t('actions.result.failed')),
      postponed: (day: number) => (onDetail ? t('actions.resultOnDetail.postponed', { count: day }) : t('actions.result.postponed', { day })),
      noTracking: () => (onDetail ? t('actions.resultOnDetail.noTracking') : t('actions.logistics.none')),
    }),
    [onDetail, t],
  );
}
