import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A client-side navigation keeps focus on whatever was pressed, often a button the new page no
 * longer has: keyboard and screen-reader users were left on <body>, and Tab went on from the old
 * page's position. After a change of path, focus moves to the main region (tabIndex -1), as a page
 * load would start there; the first load and query-only changes (tabs, search, paging) keep focus.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
