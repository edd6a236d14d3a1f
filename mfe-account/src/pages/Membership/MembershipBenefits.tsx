import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@mall/shared';
import type { CustomerMembership, MembershipLevel } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { benefitsAcross } from './membershipPages';

export function BenefitList({ benefits }: { benefits: MembershipLevel['benefits'] }) {
  return (
    <ul className="account-benefits__list">
      {benefits.map((benefit) => (
        <li key={benefit.code}>{benefit.name}</li>
      ))}
    </ul>
  );
}

/** The buyer's benefits, and what each level offers side by side. */
export function MembershipBenefits({ membership, levels }: { membership: CustomerMembership; levels: readonly MembershipLevel[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { level } = membership;
  const benefits = benefitsAcross(levels);
  return (
    <>
      <section className="account-benefits" aria-labelledby="account-benefits-yours">
        <h3 id="account-benefits-yours">{t('membership.benefits.yours', { level: level.name })}</h3>
        {level.benefits.length > 0 ? <BenefitList benefits={level.benefits} /> : <p>{t('membership.benefits.none', { level: level.name })}</p>}
      </section>
      {benefits.length > 0 && (
        <section className="account-benefits" aria-labelledby="account-benefits-compare">
          <h3 id="account-benefits-compare">{t('membership.benefits.compare')}</h3>
          <div className="account-benefits__scroll">
            <table className="account-benefits__table">
              <thead>
                <tr>
                  <th scope="col">{t('membership.benefits.benefit')}</th>
                  {levels.map((column) => (
                    <th key={column.id} scope="col" aria-current={column.id === level.id ? 'true' : undefined}>
                      {column.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {benefits.map((benefit) => (
                  <tr key={benefit.code}>
                    <th scope="row">{benefit.name}</th>
                    {levels.map((column) => {
                      const included = column.benefits.some((b) => b.code === benefit.code);
                      return (
                        <td key={column.id} className={included ? 'account-benefits__yes' : 'account-benefits__no'}>
                          <span aria-hidden="true">{included ? '✓' : '–'}</span>
                          <VisuallyHidden>{included ? t('membership.benefits.included') : t('membership.benefits.notIncluded')}</VisuallyHidden>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
