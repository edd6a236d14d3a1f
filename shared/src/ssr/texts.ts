import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../i18n';
import commonDe from '../i18n/common/de';
import commonEn from '../i18n/common/en';
import commonZh from '../i18n/common/zh-CN';

/** A bundle's texts in every language, loaded at once on a server. */
export type ServerNamespaces = Record<string, Record<Language, ResourceKey>>;

/**
 * One i18next instance per language holding the common texts and the given namespaces, all in memory
 * (the browser loads a namespace per language on demand): the same keys, plurals and interpolation as
 * the app, so the server's text is the app's. Each bundle's server renderer passes its own texts.
 */
export function serverTexts(namespaces: ServerNamespaces): (language: Language) => I18n {
  const common: Record<Language, ResourceKey> = { en: commonEn, 'zh-CN': commonZh, de: commonDe };
  const all: ServerNamespaces = { common, ...namespaces };
  const instances = new Map<Language, I18n>(
    SUPPORTED_LANGUAGES.map((language) => {
      const instance = i18next.createInstance();
      const resources = Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, Object.fromEntries(Object.entries(all).map(([ns, texts]) => [ns, texts[lng]]))]));
      void instance.init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        resources,
        ns: Object.keys(all),
        defaultNS: 'common',
        // React escapes what it renders; the app's own instance does the same.
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
        react: { useSuspense: false },
      });
      return [language, instance];
    }),
  );
  return (language) => instances.get(language) ?? (instances.get(FALLBACK_LANGUAGE) as I18n);
}
