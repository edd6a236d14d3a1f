import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { api, Button, Dialog, formatDate, paths, toast, useMarket, errorMessageKey } from '@mall/shared';
import { afterSalesCalls, type ReverseOrderSummary } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { afterSalesLink } from './detailRules';
import type { DetailLine } from './detailOrder';

/**
 * Spec (§4 After-sales link): on a line in after-sales, one record opens its detail, several open a
 * chooser. The records are looked up by order and sku (and line) when the buyer asks, not with every detail.
 */
export function AfterSalesEntry({ orderId, line }: { orderId: number; line: DetailLine }) {
  const { t } = useTranslation(NAMESPACE);
  const tc = useTranslation('common').t;
  const navigate = useNavigate();
  const locale = useMarket((s) => s.locale);
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<readonly ReverseOrderSummary[] | null>(null);

  const open = async () => {
    setBusy(true);
    try {
      const records = await api.call(afterSalesCalls.queryReverseByOrderSku, { tradeOrderId: orderId, skuId: line.sku.id, tradeOrderLineId: line.id });
      const link = afterSalesLink(line.reverseStatus, records);
      if (link.kind === 'detail') navigate(paths.afterSalesDetail(link.record.id));
      else if (link.kind === 'chooser') setChoices(link.records);
      else toast.info(t('detail.lines.afterSalesNone'));
    } catch (error) {
      toast.error(tc(errorMessageKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="text" size="sm" loading={busy} onClick={() => void open()} aria-label={t('detail.lines.afterSalesOf', { name: line.sku.name })}>
        {t('detail.lines.afterSales')}
      </Button>
      <Dialog
        open={choices !== null}
        onOpenChange={(next) => !next && setChoices(null)}
        title={t('detail.lines.chooseAfterSales', { name: line.sku.name })}
      >
        <ul className="order-detail__chooser">
          {(choices ?? []).map((record) => (
            <li key={record.id}>
              <Link to={paths.afterSalesDetail(record.id)}>
                {t('detail.lines.afterSalesRecord', { code: record.reverseTradeOrderCode, date: formatDate(record.createdAt, locale) })}
              </Link>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
