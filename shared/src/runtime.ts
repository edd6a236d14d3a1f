// `@mall/shared/runtime`: the only part of @mall/shared that is a federation singleton (issue 29,
// item 6). What holds state every bundle must see alike lives here (the API client, the stores, the
// i18n instance and its namespaces, the query keys and ApiError class, the fragment loader, the toast
// store, the first screen's hand-over); everything else in @mall/shared travels inside each bundle.
// A module outside this entry reaches these through '@mall/shared/runtime', never by a relative path,
// or a bundle would get a second copy with its own state.
/// <reference path="./ui/css.d.ts" />
// The design tokens, then the primitives' stylesheet, once per page: the singleton is kept whole, so these imports are never skipped.
import './ui/tokens.css';
import './ui/ui.css';

export * from './api';
export * from './stores';
export * from './query';
export * from './fragments';
export * from './firstScreen';
export { ServerMediaContext } from './ui/serverMedia';
export { DEFAULT_TOAST_DURATION, toast, useToastStore, type ToastItem, type ToastKind, type ToastOptions } from './ui/toastStore';
export { i18n, initI18n, changeLanguage, registerNamespace, preferredLanguage, isLanguage, SUPPORTED_LANGUAGES, FALLBACK_LANGUAGE, LANGUAGE_COOKIE } from './i18n';
export type { Language, NamespaceLoaders } from './i18n';
