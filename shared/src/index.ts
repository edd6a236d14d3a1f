export * from './api';
// The contract (schemas, calls) is not part of this singleton: import it from '@mall/shared/contract',
// so each bundle carries only the calls it uses.
export * from './stores';
export * from './rules';
export * from './routes';
export * from './query';
export * from './format';
export * from './federation';
export * from './fragments';
// The valibot resolver is '@mall/shared/forms': it brings react-hook-form, which the first screen of
// every page does not need (issue 16), so only the bundles with a form carry it.
export * from './FormField';
export * from './useSearchState';
export * from './useSessionSync';
export * from './firstScreen';
export * from './preloadable';
export { i18n, initI18n, changeLanguage, registerNamespace, preferredLanguage, isLanguage, SUPPORTED_LANGUAGES, FALLBACK_LANGUAGE, LANGUAGE_COOKIE } from './i18n';
export type { Language, NamespaceLoaders } from './i18n';
export type { Messages } from './i18n/messages';
export * from './ui';
