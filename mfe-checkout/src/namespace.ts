import { registerNamespace } from '@mall/shared';

/** This bundle's texts; loaded per language only when a screen of the bundle is shown. */
export const NAMESPACE = 'checkout';

registerNamespace(NAMESPACE, {
  en: () => import('./i18n/en'),
  'zh-CN': () => import('./i18n/zh-CN'),
  de: () => import('./i18n/de'),
});

/** The product card's texts, apart: a page of cards (the home) loads these, not all of checkout's. */
export const CARD_NAMESPACE = 'checkout-card';

registerNamespace(CARD_NAMESPACE, {
  en: () => import('./i18n/card/en'),
  'zh-CN': () => import('./i18n/card/zh-CN'),
  de: () => import('./i18n/card/de'),
});
