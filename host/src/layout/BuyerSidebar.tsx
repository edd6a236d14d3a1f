import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths, ROUTES } from '@mall/shared';

const LINKS = [
  { to: paths.buyerHome(), path: '/buyer/index', key: 'home' },
  { to: paths.orders(), path: '/buyer/orders', key: 'orders' },
  { to: paths.myCoupons(), path: '/buyer/my-coupons', key: 'coupons' },
  { to: paths.afterSalesList(), path: '/buyer/as', key: 'afterSales' },
  { to: paths.reviews(), path: '/buyer/comments', key: 'reviews' },
  { to: paths.profile(), path: '/buyer/profile', key: 'profile' },
  { to: paths.security(), path: '/buyer/security', key: 'security' },
  { to: paths.addressBook(), path: '/buyer/address', key: 'addresses' },
  { to: paths.savedCards(), path: '/buyer/cards', key: 'cards' },
  { to: paths.member(), path: '/user/member', key: 'member' },
  { to: paths.winnings(), path: '/buyer/prizes', key: 'prizes' },
] as const;

/** Only links to routes the table has, so the sidebar never leads to a missing page. */
export function BuyerSidebar() {
  const { t } = useTranslation('shell');
  const links = LINKS.filter((link) => ROUTES.some((row) => row.path === link.path));
  return (
    <nav className="shell-sidebar" aria-label={t('sidebar.label')}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to}>{t(`sidebar.${link.key}`)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
