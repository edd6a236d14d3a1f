import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@mall/shared';
import type { CategoryLink } from '@mall/shared/contract';
import { NAMESPACE } from '../namespace';
import { breadcrumbList, crumbsOf, JsonLd } from './JsonLd';
import './Breadcrumbs.css';

/**
 * Home › room › … › category (issue 32), and the same trail as BreadcrumbList JSON-LD. `current`:
 * the trail's last step is this page (a listing), shown as text with aria-current, not a link.
 */
export function Breadcrumbs({ trail, current = false }: { trail: readonly CategoryLink[]; current?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const crumbs = crumbsOf(t('breadcrumbs.home'), trail);
  return (
    <nav className="checkout-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {current && index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbList(crumbs)} />
    </nav>
  );
}

/** The trail's place while it loads: one line as tall as the trail's links, so the page under it stays. */
export function BreadcrumbsSkeleton() {
  return (
    <div className="checkout-breadcrumbs" aria-hidden="true">
      <ol>
        <li>
          <Skeleton lines={1} className="checkout-breadcrumbs__skeleton" />
        </li>
      </ol>
    </div>
  );
}
