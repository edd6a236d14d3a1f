import { memo, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Outlet, useLocation } from 'react-router-dom';
import { PageLoader, ROUTES, Toaster, useIsMobile, useSession } from '@mall/shared';
import { useIsHydrating } from '../federation/servedRegions';
import { BuyerSidebar } from './BuyerSidebar';
import { useIdlePreload } from './useIdlePreload';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate';
import { useScrollRestoration } from './useScrollRestoration';

// The frame's parts re-render for their own state only. The render after hydration (the not-ready mark
// going away, a synchronous render: React's server snapshot giving way) drew the whole top bar and
// footer again in one task, some 40 ms of a cold phone's main thread.
const FrameTopBar = memo(TopBar);
const FrameFooter = memo(Footer);
const FrameSidebar = memo(BuyerSidebar);
const FrameToaster = memo(Toaster);

/** Renders once the route's screen has committed (it sits in the same Suspense boundary). */
function AfterFirstScreen() {
  useIdlePreload();
  return null;
}

/** The frame: top bar, the buyer sidebar on buyer-centre pages (never for guests; on phones it is in the menu drawer), footer. */
export function Layout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isTourist = useSession((s) => s.user?.isTourist === true);
  const row = ROUTES.find((r) => matchPath(r.path, pathname));
  const isMobile = useIsMobile();
  const withSidebar = row?.sidebar === true && !isTourist && !isMobile;
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  useScrollRestoration();
  // The server's frame until it has hydrated: its buttons show they are not ready yet (styles.css).
  const hydrating = useIsHydrating();
  return (
    <div className="shell" data-hydrating={hydrating ? '' : undefined}>
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <FrameTopBar />
      <div className={withSidebar ? 'shell-body shell-body--sidebar' : 'shell-body'}>
        {withSidebar && <FrameSidebar />}
        <main id="main" ref={main} className="shell-main" tabIndex={-1}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <AfterFirstScreen />
          </Suspense>
        </main>
      </div>
      <FrameFooter />
      <FrameToaster />
    </div>
  );
}
