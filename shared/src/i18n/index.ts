import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'zh-CN', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';
const STORAGE_KEY = 'mall.language';

/** A bundle's texts: one loader per language, so only the language in use is downloaded. */
export type NamespaceLoaders = Record<Language, () => Promise<{ default: ResourceKey }>>;

const loaders = new Map<string, NamespaceLoaders>();

/**
 * Each bundle registers its namespace once at module load. Registering is cheap: nothing is fetched
 * until a screen asks for the namespace in the current language.
 */
export function registerNamespace(ns: string, nsLoaders: NamespaceLoaders): void {
  loaders.set(ns, nsLoaders);
}

const registryBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const lng = (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? (language as Language) : FALLBACK_LANGUAGE;
    const load = loaders.get(namespace)?.[lng];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function preferredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: fall through
  }
  const browser = globalThis.navigator?.language ?? '';
  if (browser.toLowerCase().startsWith('zh')) return 'zh-CN';
  if (browser.toLowerCase().startsWith('de')) return 'de';
  return FALLBACK_LANGUAGE;
}

let started: Promise<unknown> | undefined;

/** Starts the one i18next instance (idempotent: the host and a standalone remote both call it). */
export function initI18n(language: Language = preferredLanguage(), namespaces: string[] = ['common']): Promise<unknown> {
  started ??= i18n
    .use(registryBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => setDocumentLanguage(i18n.language));
  return started;
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  setDocumentLanguage(language);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  // The host's server renders the first screen of the next visit in this language (issue 16).
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/** The cookie the chosen language is also kept in, for the host's server. */
export const LANGUAGE_COOKIE = 'mall.language';

registerNamespace('common', {
  en: () => import('./common/en'),
  'zh-CN': () => import('./common/zh-CN'),
  de: () => import('./common/de'),
});
