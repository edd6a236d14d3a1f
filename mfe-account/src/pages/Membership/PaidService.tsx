import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api, ErrorNotice, paths, Price, RadioGroup, Spinner } from '@mall/shared';
import { customerCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useMembershipKey } from './useMembership';

/** The paid membership (spec: the paid service and its items by period code). */
export function PaidService() {
  const { t } = useTranslation(NAMESPACE);
  const key = useMembershipKey();
  const service = useQuery({
    queryKey: [...key, 'paid-service'],
    queryFn: ({ signal }) => api.call(customerCalls.paidService, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const periodCode = chosen ?? service.data?.periods[0]?.periodCode ?? null;
  const items = useQuery({
    queryKey: [...key, 'paid-service-items', periodCode],
    queryFn: ({ signal }) => api.call(customerCalls.paidServiceItems, { periodCode: periodCode! }, { signal }),
    enabled: periodCode !== null,
    staleTime: 10 * 60_000,
  });
  if (service.isPending) return <Spinner />;
  if (service.isError) return <ErrorNotice error={service.error} onRetry={() => void service.refetch()} retrying={service.isFetching} />;
  return (
    <section aria-labelledby="account-paid-service" className="account-points__card">
      <h3 id="account-paid-service">{service.data.name}</h3>
      <p>{service.data.description}</p>
      {service.data.articleId !== null ? <Link to={paths.helpArticle(service.data.articleId)}>{t('membership.paid.article')}</Link> : null}
      <RadioGroup
        className="account-paid-service__periods"
        legend={t('membership.paid.period')}
        name="paid-period"
        options={service.data.periods.map((period) => ({
          value: period.periodCode,
          label: (
            <>
              {period.name} <Price value={period.price} />
            </>
          ),
        }))}
        value={periodCode ?? ''}
        onValueChange={setChosen}
      />
      {items.isError ? (
        <ErrorNotice error={items.error} onRetry={() => void items.refetch()} retrying={items.isFetching} />
      ) : items.data ? (
        <ul aria-label={t('membership.paid.includes', { period: items.data.period.name })}>
          {items.data.items.map((item) => (
            <li key={item.code}>{item.name}</li>
          ))}
        </ul>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
