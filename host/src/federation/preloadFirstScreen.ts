import { matchPath } from 'react-router-dom';
import { i18n, isUnavailableRemote, preloadScreen, ROUTES, type FirstScreenData, type RemoteRoutesModule } from '@mall/shared';
import { HOST_SCREENS } from '../App';
import { RemoteScreen } from './remoteScreenLoader';
import { FIRST_SCREEN_MODULES } from './firstScreenModules';
import type { ServedRegions } from './servedRegions';
import { load } from './useRemoteModule';

/** A remote module and its texts (namespace: the module's NAMESPACE, else the bundle's name). */
async function preloadRemote(bundle: keyof ServedRegions, expose: string): Promise<RemoteRoutesModule | null> {
  const module = await load<RemoteRoutesModule>(bundle, expose, false);
  if (isUnavailableRemote(module)) return null;
  await i18n.loadNamespaces(module.NAMESPACE ?? bundle);
  return module;
}

/**
 * Loads what the page the server drew renders in its first pass (issue 29): the route's screen, the
 * remote modules its regions are drawn with and their texts. Hydrating before would suspend those
 * regions (their markup kept, untouchable, until the code came); a region the server left to the
 * browser or drew as the remote's notice needs no code to hydrate. Never rejects.
 */
export async function preloadFirstScreen(pathname: string, regions: FirstScreenData['regions']): Promise<void> {
  const row = ROUTES.find((route) => matchPath(route.path, pathname));
  if (!row) return;
  const drawn = (bundle: string) => regions?.[bundle] === 'markup';
  const modules = (FIRST_SCREEN_MODULES[row.path] ?? []).filter((module) => drawn(module.bundle));
  const own = preloadScreen(row.bundle === 'host' ? (HOST_SCREENS as Record<string, unknown>)[row.screen] : RemoteScreen);
  const screen =
    row.bundle !== 'host' && drawn(row.bundle)
      ? preloadRemote(row.bundle, './routes').then((module) => module && preloadScreen(module.screens[row.screen]))
      : Promise.resolve();
  await Promise.all([own, screen, ...modules.map((module) => preloadRemote(module.bundle, module.expose))]).catch(() => undefined);
}

/** The regions as the app's hydrating render reads them (the markup itself is in the DOM already). */
export const servedRegions = (regions: FirstScreenData['regions']): ServedRegions =>
  Object.fromEntries(Object.entries(regions ?? {}).map(([bundle, kind]) => [bundle, { kind }]));
