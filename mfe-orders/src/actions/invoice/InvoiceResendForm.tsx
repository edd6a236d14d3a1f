import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { api, Button, FormField, toast } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { orderActionCalls, type OrderDetail } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { showServerFieldErrors } from '../serverFieldErrors';
import { useResultTexts } from '../resultTexts';

const { buyerEmail, buyerPhone } = orderActionCalls.sendInvoiceEmail.request.entries;
/** The contract's rules, required here: the form asks for exactly the one channel the order has. */
const EmailForm = v.object({ buyerEmail: buyerEmail.wrapped });
const PhoneForm = v.object({ buyerPhone: buyerPhone.wrapped });
type ResendValues = { buyerEmail?: string; buyerPhone?: string };

/** Spec: e-mail when the order has one, else phone; then 'invoice sent to {address}, please check'. */
export const resendChannelOf = (order: Pick<OrderDetail, 'buyerEmail' | 'buyerPhone'>): 'email' | 'phone' =>
  order.buyerEmail || !order.buyerPhone ? 'email' : 'phone';

export function InvoiceResendForm({ order, onSent }: { order: OrderDetail; onSent(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const channel = resendChannelOf(order);
  const texts = useResultTexts();
  const field = channel === 'email' ? 'buyerEmail' : 'buyerPhone';
  const form = useForm<ResendValues>({
    resolver: valibotResolver(channel === 'email' ? EmailForm : PhoneForm) as never,
    defaultValues: channel === 'email' ? { buyerEmail: order.buyerEmail ?? '' } : { buyerPhone: order.buyerPhone ?? '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      // Spec: {id, shop{id}, invoiceUrl, buyer{user{nickname}}} as the detail shows them, and the address.
      const sent = await api.call(orderActionCalls.sendInvoiceEmail, {
        id: order.id,
        shop: { id: order.shop.id },
        invoiceUrl: order.invoiceUrl,
        buyer: { user: { nickname: order.buyer.user.nickname } },
        [field]: values[field],
      });
      toast.success(t('actions.result.invoiceSent', { address: sent.address }));
      onSent();
    } catch (error) {
      if (!showServerFieldErrors(form, error, [field])) toast.error(texts.failed());
    }
  });
  return (
    <form className="orders-form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('actions.invoice.resendTitle')}>
      <h3>{t('actions.invoice.resendTitle')}</h3>
      <FormField
        form={form}
        name={field}
        ns={NAMESPACE}
        label={t(channel === 'email' ? 'actions.invoice.email' : 'actions.invoice.phone')}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel'}
      />
      <div className="orders-form__actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('actions.invoice.send')}
        </Button>
      </div>
    </form>
  );
}
