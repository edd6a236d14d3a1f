import { registerNamespace } from '@mall/shared';

/** This bundle's texts; loaded per language only when a screen of the bundle is shown. */
export const NAMESPACE = 'reviews';

registerNamespace(NAMESPACE, {
  en: () => import('./i18n/en'),
  'zh-CN': () => import('./i18n/zh-CN'),
  de: () => import('./i18n/de'),
});
