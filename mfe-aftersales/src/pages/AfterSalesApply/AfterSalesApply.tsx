import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { api, Button, EmptyState, ErrorNotice, PageLoader, paths, toast } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ApplyForm } from '../../fragments/ApplyModal/ApplyModal';
import { typesFor } from '../../fragments/ApplyModal/applyForm';
import { readApplyQuery, type ApplyQuery } from './applyQuery';
import '../../fragments/ApplyModal/ApplyModal.css';

/**
 * The after-sales application as a page (spec: /buyer/as-apply; mobile uses it, desktop keeps the
 * modal): the same form. The lines named in the URL that can still be applied for are offered; for
 * a cancel before delivery every cancellable line is (spec: included automatically).
 */
export function AfterSalesApply() {
  const { t } = useTranslation(NAMESPACE);
  const [search] = useSearchParams();
  const query = readApplyQuery(search);
  return (
    <section className="as-apply-page" data-boundary="aftersales" aria-labelledby="as-apply-title">
      <h1 id="as-apply-title">{t('applyPage.title')}</h1>
      {query ? <ApplyPageForm query={query} /> : <EmptyState text={t('applyPage.missing')} />}
    </section>
  );
}

function ApplyPageForm({ query }: { query: ApplyQuery }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['aftersales', 'apply-detail', query.tradeOrderId, query.mode],
    queryFn: ({ signal }) =>
      api.call(
        afterSalesCalls.renderReverseApply,
        { tradeOrder: { id: query.tradeOrderId }, ...(query.mode === 'cancelBeforeDelivery' ? { reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY' as const } : {}) },
        { signal },
      ),
    staleTime: 0,
  });
  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />;
  const toOrder = () => navigate(paths.orderDetail(query.tradeOrderId));
  // The server lists only lines with a quantity left to apply for; none of those named, or no type offered, means this order cannot be applied for now.
  const chosen = detail.data.lines.filter((l) => query.mode === 'cancelBeforeDelivery' || query.lineIds.includes(l.tradeOrderLine.id));
  if (chosen.length === 0 || typesFor(query.mode, detail.data.availableReverseTypes).length === 0) {
    return <EmptyState text={t('applyPage.notApplicable')} action={<Button onClick={toOrder}>{t('applyPage.toOrder')}</Button>} />;
  }
  return (
    <ApplyForm
      detail={detail.data}
      tradeOrderId={query.tradeOrderId}
      mode={query.mode}
      {...(query.asType ? { preferredType: query.asType } : {})}
      lines={chosen.map((l) => ({ tradeOrderLineId: l.tradeOrderLine.id, quantity: l.canReverseQty, name: l.sku.name }))}
      onClose={toOrder}
      onApplied={() => {
        // Spec §8: 提交成功 with 您的申请已提交成功, then the order detail.
        toast.success(
          <>
            <strong>{t('applyPage.success')}</strong> {t('applyPage.successText')}
          </>,
        );
        toOrder();
      }}
    />
  );
}
