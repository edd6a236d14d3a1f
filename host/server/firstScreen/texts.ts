import i18next, { type i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@mall/shared';
import commonDe from '../../../shared/src/i18n/common/de';
import commonEn from '../../../shared/src/i18n/common/en';
import commonZh from '../../../shared/src/i18n/common/zh-CN';
import shellDe from '../../src/i18n/de';
import shellEn from '../../src/i18n/en';
import shellZh from '../../src/i18n/zh-CN';
// Checkout's texts: its product card and product page are rendered here from its own source.
import checkoutDe from '../../../mfe-checkout/src/i18n/de';
import checkoutEn from '../../../mfe-checkout/src/i18n/en';
import checkoutZh from '../../../mfe-checkout/src/i18n/zh-CN';
// Orders' texts: its order list is rendered here for the buyer's first visit to it.
import ordersDe from '../../../mfe-orders/src/i18n/de';
import ordersEn from '../../../mfe-orders/src/i18n/en';
import ordersZh from '../../../mfe-orders/src/i18n/zh-CN';

const resources = {
  en: { common: commonEn, shell: shellEn, checkout: checkoutEn, orders: ordersEn },
  'zh-CN': { common: commonZh, shell: shellZh, checkout: checkoutZh, orders: ordersZh },
  de: { common: commonDe, shell: shellDe, checkout: checkoutDe, orders: ordersDe },
};

/**
 * One i18next instance per language with every text the server's first screens use, loaded at once
 * (the browser loads a namespace per language on demand; here they are all in memory): the same
 * keys, plurals and interpolation as the app, so the server's text is the app's.
 */
function instanceFor(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    // React escapes what it renders; the app's own instance does the same.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

const instances = new Map<Language, I18n>(SUPPORTED_LANGUAGES.map((language) => [language, instanceFor(language)]));

export function textsFor(language: Language): I18n {
  return instances.get(language) ?? (instances.get(FALLBACK_LANGUAGE) as I18n);
}
