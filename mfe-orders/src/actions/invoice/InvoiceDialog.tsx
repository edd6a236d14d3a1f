import { useTranslation } from 'react-i18next';
import { Dialog, ErrorNotice, PageLoader } from '@mall/shared';
import type { OrderDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import type { ActionDialogProps } from '../ActionDialogProps';
import { offers } from '../operations';
import { InvoiceResendForm } from './InvoiceResendForm';
import { useOrderDetail } from '../../pages/OrderDetail/useOrderDetail';

/**
 * viewInvoice / buyerCheckVATInvoice: the invoice files (an order is invoiced when invoiceUrl is set,
 * otherwise pending), and, when the order offers sendInvoiceEmail, the form to send it again.
 */
export default function InvoiceDialog({ order, onClose }: ActionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  // A list row's order lacks the invoice fields; the detail has them (the detail page's own query).
  const detail = useOrderDetail(order.id, { initialData: isDetail(order) ? order : undefined });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('actions.invoice.title')}>
      {detail.isPending && <PageLoader />}
      {detail.isError && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />}
      {detail.isSuccess && (
        <>
          {detail.data.invoiceUrl && detail.data.invoiceUrl.length > 0 ? (
            <ul className="orders-invoice-files">
              {detail.data.invoiceUrl.map((file, index) => (
                <li key={file.url}>
                  <a href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t('actions.invoice.open', { index: index + 1 })}>
                    {file.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('actions.invoice.pending')}</p>
          )}
          {offers(detail.data, 'sendInvoiceEmail') && <InvoiceResendForm order={detail.data} onSent={onClose} />}
        </>
      )}
    </Dialog>
  );
}

const isDetail = (order: ActionDialogProps['order']): order is OrderDetail => 'invoiceUrl' in order && 'buyerPhone' in order;
