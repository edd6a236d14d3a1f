import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { api, ErrorNotice, formatSkuAttributes, Select } from '@mall/shared';
import { afterSalesCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { ExchangeItem } from '../../lines/ReverseLine';

/**
 * The exchange item of one line (spec: bbc_trade_B2cListItemInfoForExchangeOrRessiueFlow): the
 * skus of the line's item the server marks exchangeable; none chosen means the same sku again.
 */
export function ExchangeItemField({
  tradeOrderLineId,
  itemId,
  lineName,
  register,
  chosenSkuId,
  error,
}: {
  tradeOrderLineId: number;
  itemId: number;
  lineName: string;
  register: UseFormRegisterReturn;
  /** The sku chosen in the field (its id as the select holds it; '' for the same sku again). */
  chosenSkuId: string | undefined;
  error?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const info = useQuery({
    queryKey: ['aftersales', 'exchange-item', itemId, tradeOrderLineId],
    queryFn: ({ signal }) => api.call(afterSalesCalls.exchangeItemInfo, { diyItemId: itemId, tradeOrderLineId }, { signal }),
  });
  if (info.isError) return <ErrorNotice error={info.error} onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  const options = info.data?.skus.filter((sku) => sku.exchangeable) ?? [];
  const chosen = options.find((sku) => String(sku.id) === chosenSkuId);
  return (
    <div className="as-apply__exchange">
      <Select label={t('apply.exchangeFor', { line: lineName })} error={error} disabled={info.isPending} {...register}>
        <option value="">{t('apply.sameSku')}</option>
        {options.map((sku) => (
          <option key={sku.id} value={String(sku.id)}>
            {sku.attributes.length > 0 ? `${sku.name} (${formatSkuAttributes(sku.attributes)})` : sku.name}
          </option>
        ))}
      </Select>
      {chosen && <ExchangeItem sku={chosen} />}
    </div>
  );
}
