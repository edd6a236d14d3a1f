import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Button, DisclosureMenu, Drawer, paths, useCart, useIsMobile, useSession } from '@mall/shared';
import { useLogout } from '../session/useLogout';
import { BuyerSidebar } from './BuyerSidebar';
import { CategoryMenu, CategoryTree } from './CategoryMenu';
import { Greeting } from './Greeting';
import { LanguageSwitch } from './LanguageSwitch';
import { MerchantEntry } from './MerchantEntry';
import { TopBarSearch } from './TopBarSearch';

export const MEMBERSHIP_LINKS = [
  { to: paths.member(), key: 'member' },
  { to: paths.memberEquity(), key: 'equity' },
  { to: paths.memberScore(), key: 'score' },
  { to: paths.superMember(), key: 'superMember' },
] as const;

function MembershipLinks() {
  const { t } = useTranslation('shell');
  return (
    <ul className="shell-membership" aria-label={t('membership.label')}>
      {MEMBERSHIP_LINKS.map((link) => (
        <li key={link.key}>
          {/* `end`: the overview is not "current" on its sub-pages. */}
          <NavLink to={link.to} end>
            {t(`membership.${link.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function CartLink() {
  const { t } = useTranslation('shell');
  const cartCount = useCart((s) => s.count);
  // Until the server has said (the count query, an add), the count is not shown: a server-rendered
  // first screen or a fresh start would say 0 to a buyer whose cart holds items. Its space is kept.
  const known = useCart((s) => s.version > 0);
  return (
    <NavLink to={paths.cart()} className="shell-cart-link">
      {t('nav.cart')}{' '}
      <span
        className={known ? 'shell-cart-count' : 'shell-cart-count shell-cart-count--unknown'}
        aria-label={known ? t('nav.cartCount', { count: cartCount }) : undefined}
        aria-hidden={known ? undefined : true}
      >
        {cartCount}
      </span>
    </NavLink>
  );
}

function AuthLinks() {
  const { t } = useTranslation('shell');
  const user = useSession((s) => s.user);
  const logout = useLogout();
  if (user && !user.isTourist) {
    return (
      <>
        {/* The buyer's avatar (issue 14), small, leading to the profile where it is changed. */}
        {user.avatarUrl ? (
          <Link to={paths.profile()} className="shell-avatar">
            <img src={user.avatarUrl} alt={t('auth.avatar')} width={28} height={28} />
          </Link>
        ) : null}
        <Button variant="text" size="sm" className="shell-logout" onClick={() => void logout()}>
          {t('auth.logout')}
        </Button>
      </>
    );
  }
  return (
    <>
      <NavLink to={paths.login()}>{t('auth.login')}</NavLink>
      <NavLink to={paths.signup()}>{t('auth.signup')}</NavLink>
    </>
  );
}

/** Wide screens: every link in the bar on one line; the four membership links fold into one button. */
function DesktopNav({ buyer }: { buyer: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <nav className="shell-topbar__menu" aria-label={t('topNav')}>
      {buyer && (
        <DisclosureMenu label={t('membership.label')} className="shell-membership-menu">
          <MembershipLinks />
        </DisclosureMenu>
      )}
      {buyer && <NavLink to={paths.orders()}>{t('nav.orders')}</NavLink>}
      <MerchantEntry />
      <LanguageSwitch />
      <CartLink />
      <AuthLinks />
    </nav>
  );
}

/**
 * Phones: the cart stays in the bar, everything else (the buyer centre included) is in one drawer,
 * which closes once the buyer goes somewhere.
 */
function PhoneNav({ buyer }: { buyer: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  useEffect(() => setOpen(false), [key]);
  return (
    <div className="shell-topbar__phone">
      <CartLink />
      <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('menu')}
      </Button>
      <Drawer open={open} onOpenChange={setOpen} title={t('menu')} className="shell-drawer">
        <section className="shell-drawer-categories" aria-labelledby="shell-drawer-categories">
          <h2 id="shell-drawer-categories">{t('categories.menu')}</h2>
          <CategoryTree />
        </section>
        {buyer && <BuyerSidebar />}
        <nav className="shell-drawer-nav" aria-label={t('topNav')}>
          {buyer && <MembershipLinks />}
          <MerchantEntry />
          <LanguageSwitch />
          <AuthLinks />
        </nav>
      </Drawer>
    </div>
  );
}

export function TopBar() {
  const { t } = useTranslation('shell');
  const buyer = useSession((s) => s.loginState === 'buyer');
  const isMobile = useIsMobile();
  return (
    <header className="shell-topbar">
      <div className="shell-topbar__row">
        {/* The greeting sits under the shop name, so the links keep the width of the bar. */}
        <div className="shell-brand">
          <Link to="/" className="shell-logo">
            {t('brand')}
          </Link>
          <Greeting />
        </div>
        {isMobile ? <PhoneNav buyer={buyer} /> : <DesktopNav buyer={buyer} />}
      </div>
      {/* Finding furniture, on a row of its own (the first row is full at 1024 px in German); on phones the categories are in the drawer. */}
      <div className="shell-topbar__find">
        {!isMobile && <CategoryMenu />}
        <TopBarSearch />
      </div>
    </header>
  );
}
