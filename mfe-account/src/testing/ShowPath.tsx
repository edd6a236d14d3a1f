import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

/** Renders `screen` at its own path and the path's name as a heading anywhere else: where a screen navigated to. */
export function ShowPath({ at, screen, others = {} }: { at: string; screen: ReactElement; others?: Record<string, ReactElement> }) {
  const { pathname } = useLocation();
  if (pathname === at) return screen;
  return others[pathname] ?? <h1>{`now at ${pathname}`}</h1>;
}
