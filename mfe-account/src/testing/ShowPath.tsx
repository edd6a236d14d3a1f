import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

/** Renders `screen` at its own path and the path's name as a heading anywhere else: where a screen navigated to. */
export function ShowPath({ at, screen }: { at: string; screen: ReactElement }) {
  const { pathname } = useLocation();
  return pathname === at ? screen : <h1>{`now at ${pathname}`}</h1>;
}
