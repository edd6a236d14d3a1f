// The singleton part (state every bundle must share): see runtime.ts.
export * from '@mall/shared/runtime';
// The contract (schemas, calls) is not part of this singleton: import it from '@mall/shared/contract',
// so each bundle carries only the calls it uses.
export * from './rules';
export * from './routes';
export * from './format';
export * from './timeZone';
export * from './federation';
// The valibot resolver is '@mall/shared/forms': it brings react-hook-form, which the first screen of
// every page does not need (issue 16), so only the bundles with a form carry it.
export * from './FormField';
export * from './useSearchState';
export * from './useSessionSync';
export * from './preloadable';
export type { Messages } from './i18n/messages';
export * from './ui';
