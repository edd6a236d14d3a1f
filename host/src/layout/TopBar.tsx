import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Button, paths, useCart, useSession } from '@mall/shared';
import { useLogout } from '../session/useLogout';
import { Greeting } from './Greeting';
import { LanguageSwitch } from './LanguageSwitch';
import { MerchantEntry } from './MerchantEntry';

export const MEMBERSHIP_LINKS = [
  { to: paths.member(), key: 'member' },
  { to: paths.memberEquity(), key: 'equity' },
  { to: paths.memberScore(), key: 'score' },
  { to: paths.superMember(), key: 'superMember' },
] as const;

export function TopBar() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const loginState = useSession((s) => s.loginState);
  const cartCount = useCart((s) => s.count);
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const buyer = loginState === 'buyer';

  return (
    <header className="shell-topbar">
      <div className="shell-topbar__row">
        <Link to="/" className="shell-logo">
          {t('brand')}
        </Link>
        <Greeting />
        <button
          type="button"
          className="shell-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="shell-topbar-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('menu')}
        </button>
        <nav id="shell-topbar-menu" className={menuOpen ? 'shell-topbar__menu is-open' : 'shell-topbar__menu'} aria-label={t('topNav')}>
          {buyer && (
            <ul className="shell-membership" aria-label={t('membership.label')}>
              {MEMBERSHIP_LINKS.map((link) => (
                <li key={link.key}>
                  <NavLink to={link.to}>{t(`membership.${link.key}`)}</NavLink>
                </li>
              ))}
            </ul>
          )}
          {buyer && <NavLink to={paths.orders()}>{t('nav.orders')}</NavLink>}
          <MerchantEntry />
          <LanguageSwitch />
          <NavLink to={paths.cart()} className="shell-cart-link">
            {t('nav.cart')} <span className="shell-cart-count" aria-label={t('nav.cartCount', { count: cartCount })}>{cartCount}</span>
          </NavLink>
          {user && !user.isTourist ? (
            <Button variant="text" onClick={() => void logout()}>
              {t('auth.logout')}
            </Button>
          ) : (
            <>
              <NavLink to={paths.login()}>{t('auth.login')}</NavLink>
              <NavLink to={paths.signup()}>{t('auth.signup')}</NavLink>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
