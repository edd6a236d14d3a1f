import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, Button, Dialog, ErrorNotice, ImagePicker, isApiError, PageLoader, Price, Select, TextArea, TextField, type ApplyModalProps } from '@mall/shared';
import { valibotResolver } from '@mall/shared/forms';
import { afterSalesCalls, type Money, type UploadedImage } from '@mall/shared/contract';
import { ExchangeItemField } from './ExchangeItemField';
import { LineProduct } from '../../lines/ReverseLine';
import { NAMESPACE } from '../../namespace';
import { applicationOf, applySchema, asksRefund, refundFixed, typesFor, type ApplyDetail, type ApplyType, type ApplyValues } from './applyForm';
import './ApplyModal.css';

/** Where the server's field errors go on this form. */
const FIELD_OF: Record<string, keyof ApplyValues> = {
  reverseReason: 'reason',
  'applyRefundAmt.value': 'refund',
  applyRefundAmt: 'refund',
  reverseText: 'notes',
};

/**
 * The after-sales application for chosen order lines (exposed as ./ApplyModal; the order list
 * embeds it): type, reason, quantity per line within what may be applied for, refund amount, notes.
 */
export default function ApplyModal({ open, tradeOrderId, lines, mode, onClose, onApplied }: ApplyModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useQuery({
    queryKey: ['aftersales', 'apply-detail', tradeOrderId, mode, lines],
    queryFn: ({ signal }) =>
      api.call(
        afterSalesCalls.renderReverseApply,
        {
          tradeOrder: { id: tradeOrderId },
          ...(mode === 'cancelBeforeDelivery' ? { reverseTradeOrderType: 'SALE_CANCEL_BEFORE_DELIVERY' as const } : {}),
          reverseTradeOrderLineList: lines.map((line) => ({ tradeOrderLine: { id: line.tradeOrderLineId }, reverseQty: line.quantity })),
        },
        { signal },
      ),
    enabled: open,
    staleTime: 0,
  });
  if (!open) return null;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('apply.title')} width={560} className="as-apply">
      {detail.isPending && <PageLoader />}
      {detail.isError && <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />}
      {detail.isSuccess && <ApplyForm detail={detail.data} tradeOrderId={tradeOrderId} lines={lines} mode={mode} onClose={onClose} onApplied={onApplied} />}
    </Dialog>
  );
}

/** The application form itself: in the modal (desktop) and on the apply page (mobile, /buyer/as-apply). */
export function ApplyForm({
  detail,
  tradeOrderId,
  lines,
  mode,
  preferredType,
  onClose,
  onApplied,
}: Omit<ApplyModalProps, 'open'> & { detail: ApplyDetail; preferredType?: ApplyType }) {
  const { t } = useTranslation(NAMESPACE);
  const types = typesFor(mode, detail.availableReverseTypes);
  // The type the buyer already chose (asType) stays chosen when the order offers it.
  const firstType = preferredType && types.includes(preferredType) ? preferredType : types[0];
  const limits = useMemo(() => {
    const out: Record<string, number> = {};
    for (const line of lines) {
      const server = detail.lines.find((l) => l.tradeOrderLine.id === line.tradeOrderLineId);
      out[line.tradeOrderLineId] = mode === 'afterSales' && server ? Math.min(line.quantity, server.canReverseQty) : line.quantity;
    }
    return out;
  }, [lines, detail.lines, mode]);
  const unitOf = (lineId: number) => detail.lines.find((l) => l.tradeOrderLine.id === lineId)?.unitAmt.value;
  // Spec: goods sold by weight move in steps of adjustStep.
  const steps = useMemo(() => Object.fromEntries(detail.lines.map((l) => [String(l.tradeOrderLine.id), l.adjustStep])), [detail.lines]);
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [imagesError, setImagesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  // The most that may be refunded: what the chosen units cost, within what the server allows.
  const maxRefundFor = (quantities: Record<string, string>): Money => {
    const sum = Object.entries(quantities).reduce((total, [id, qty]) => {
      const unit = unitOf(Number(id));
      const n = Number(qty);
      return unit === undefined || !Number.isFinite(n) ? Number.NaN : total + unit * n;
    }, 0);
    const cap = detail.availableRefundAmt.value;
    return { value: Number.isNaN(sum) ? cap : Math.round(Math.min(sum, cap) * 100) / 100, currency: detail.availableRefundAmt.currency };
  };
  const initialQuantities = Object.fromEntries(lines.map((line) => [String(line.tradeOrderLineId), String(limits[line.tradeOrderLineId])]));
  const [maxRefund, setMaxRefund] = useState<Money>(() => maxRefundFor(initialQuantities));
  const form = useForm<ApplyValues>({
    // The refund limit follows the chosen quantities, so the schema is built per validation.
    resolver: (values, context, options) =>
      (valibotResolver(applySchema(limits, maxRefundFor(values.quantities).value, steps, values.type)) as unknown as Resolver<ApplyValues>)(values, context, options),
    defaultValues: { type: firstType ?? '', reason: '', quantities: initialQuantities, refund: maxRefundFor(initialQuantities).value.toFixed(2), notes: '', exchange: {} },
  });
  const type = form.watch('type') as ApplyType | '';
  const quantities = form.watch('quantities');
  useEffect(() => {
    const next = maxRefundFor(quantities);
    setMaxRefund(next);
    // Cancel before delivery refunds in full: the amount follows and cannot be edited.
    if (refundFixed(type)) form.setValue('refund', next.value.toFixed(2));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed from the watched values
  }, [JSON.stringify(quantities), type]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setImagesError(null);
    try {
      const call = afterSalesCalls.APPLY_CALL_BY_TYPE[values.type as ApplyType];
      const created = await api.call(call, applicationOf(tradeOrderId, values, images.map((image) => image.url)));
      onApplied([created.id]);
    } catch (error) {
      const fields = isApiError(error) ? (error.fields ?? []) : [];
      let shown = false;
      for (const entry of fields) {
        if (entry.field === 'images') {
          setImagesError(entry.message);
          shown = true;
          continue;
        }
        const name = FIELD_OF[entry.field];
        if (name) {
          form.setError(name, { type: 'server', message: entry.message });
          shown = true;
        }
      }
      if (!shown) setFailure(error);
    }
  });

  const error = (name: string) => {
    const found = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as { message?: string } | undefined;
    return found?.message ? t(`validation.${found.message}`) : undefined;
  };
  const locked = mode === 'cancelBeforeDelivery';

  return (
    <form className="as-apply__form" data-boundary="aftersales" noValidate onSubmit={(event) => void submit(event)}>
      {types.length > 1 ? (
        <Select label={t('apply.type')} error={error('type')} {...form.register('type')}>
          {types.map((option) => (
            <option key={option} value={option}>
              {t(`type.${option}`)}
            </option>
          ))}
        </Select>
      ) : (
        <p className="as-apply__type">
          {t('apply.type')}: <strong>{types[0] ? t(`type.${types[0]}`) : t('apply.noType')}</strong>
        </p>
      )}
      <fieldset className="as-apply__lines">
        <legend>{t('apply.quantities')}</legend>
        {lines.map((line) => {
          const server = detail.lines.find((l) => l.tradeOrderLine.id === line.tradeOrderLineId);
          const unit = server?.sku.marketingUnit?.unitName;
          const max = limits[line.tradeOrderLineId];
          const field = (
            <TextField
              label={t('apply.quantityOf', { line: line.name ?? server?.sku.name ?? `#${line.tradeOrderLineId}`, max: unit ? `${max} ${unit}` : max })}
              hint={(steps[line.tradeOrderLineId] ?? 1) > 1 ? t('apply.step', { step: steps[line.tradeOrderLineId] }) : undefined}
              error={error(`quantities.${line.tradeOrderLineId}`)}
              className="as-apply__quantity"
              type="number"
              inputMode="numeric"
              min={steps[line.tradeOrderLineId] ?? 1}
              max={max}
              step={steps[line.tradeOrderLineId] ?? 1}
              disabled={locked}
              {...form.register(`quantities.${line.tradeOrderLineId}`)}
            />
          );
          // The line as the after-sales screens show it (product link, gift mark, price per unit), its quantity field under it.
          return server ? (
            <LineProduct key={line.tradeOrderLineId} sku={server.sku} gift={server.sourceTypeDice === 'PREFERENTIAL_GIFT'} imageSize={64}>
              <p>
                {t('line.unitPrice')}: <Price value={server.unitAmt} />
              </p>
              {field}
            </LineProduct>
          ) : (
            <div key={line.tradeOrderLineId}>{field}</div>
          );
        })}
      </fieldset>
      <Select label={t('apply.reason')} error={error('reason')} {...form.register('reason')}>
        <option value="">{t('apply.chooseReason')}</option>
        {detail.availableReverseReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reverseReason.${reason}`)}
          </option>
        ))}
      </Select>
      {asksRefund(type) && (
        <TextField
          label={t('apply.refund')}
          hint={<>{t('apply.refundMax')} <Price value={maxRefund} /></>}
          error={error('refund')}
          className="as-apply__refund"
          type="number"
          inputMode="decimal"
          min={0}
          max={maxRefund.value}
          step={0.01}
          disabled={refundFixed(type)}
          {...form.register('refund')}
        />
      )}
      {type === 'SALE_EXCHANGE' &&
        lines.map((line) => {
          const server = detail.lines.find((l) => l.tradeOrderLine.id === line.tradeOrderLineId);
          return server ? (
            <ExchangeItemField
              key={line.tradeOrderLineId}
              tradeOrderLineId={line.tradeOrderLineId}
              itemId={server.sku.item.id}
              lineName={line.name ?? server.sku.name}
              register={form.register(`exchange.${line.tradeOrderLineId}`)}
              chosenSkuId={form.watch(`exchange.${line.tradeOrderLineId}`)}
              error={error(`exchange.${line.tradeOrderLineId}`)}
            />
          ) : null;
        })}
      <TextArea
        label={t('apply.notes')}
        error={error('notes')}
        rows={3}
        maxLength={afterSalesCalls.REVERSE_NOTES_MAX}
        counter={(left) => t('apply.notesLeft', { count: left })}
        {...form.register('notes')}
      />
      <ImagePicker
        purpose="EVIDENCE"
        value={images}
        onChange={setImages}
        max={afterSalesCalls.REVERSE_IMAGES_MAX}
        label={t('apply.images')}
        error={imagesError ? t(`validation.${imagesError}`, { ns: [NAMESPACE, 'common'] }) : undefined}
      />
      {failure != null && <ErrorNotice error={failure} />}
      <div className="as-apply__actions">
        <Button variant="secondary" onClick={onClose} disabled={form.formState.isSubmitting}>
          {t('apply.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting} disabled={types.length === 0}>
          {t('apply.submit')}
        </Button>
      </div>
    </form>
  );
}
