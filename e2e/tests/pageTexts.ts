import { expect, type Page } from './fixtures';

/** Each namespace's texts (shared, host and each remote) in English and the page's language. */
export type Namespaces = Record<string, { en: unknown; translated: unknown }>;

/**
 * The texts the deployed bundles gave the page's i18n instance (the one in @mall/shared/runtime, the
 * page's federation singleton): each namespace loaded so far, in English and in `language`. Read
 * from the running storefront, not from the bundles' sources (issue 29: no test imports another
 * bundle's source).
 */
export const deployedTexts = (page: Page, language: string): Promise<Namespaces> =>
  page.evaluate(async (lng) => {
    interface I18n { loadLanguages(languages: string[]): Promise<unknown>; store: { data: Record<string, Record<string, unknown>> } }
    type Shared = Record<string, { loaded?: boolean; lib?: () => { i18n: I18n } }>;
    const federation = (window as unknown as { __FEDERATION__: { __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Shared>> }> } }).__FEDERATION__;
    const host = federation.__INSTANCES__.find((instance) => instance.name === 'host')!;
    const runtime = Object.values(host.shareScopeMap.default!['@mall/shared/runtime']!).find((shared) => shared.loaded && shared.lib)!;
    const { i18n } = runtime.lib!();
    await i18n.loadLanguages(['en', lng]);
    const namespaces = Object.keys(i18n.store.data[lng] ?? {});
    return Object.fromEntries(namespaces.map((ns) => [ns, { en: i18n.store.data.en?.[ns] ?? {}, translated: i18n.store.data[lng]![ns] }]));
  }, language);

/** Each text of a namespace by its dotted key. */
export function leaves(texts: unknown, prefix: string): Array<[key: string, text: string]> {
  if (typeof texts === 'string') return [[prefix, texts]];
  return Object.entries(texts as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** A control's name in the page's language, given its English text (the journeys name controls in English). */
export type Say = (english: string, namespace?: string) => Promise<string>;

/** On an English page, the English text. */
export const inEnglish: Say = async (text) => text;

/**
 * On a page in `language`: the text of the key whose English text is `english` (in `namespace` when
 * named, where two keys say the same in English but not in the language). Waits for the bundle that
 * owns it to have registered its texts (the screen that shows the control may still be loading).
 */
export const sayIn =
  (page: Page, language: string): Say =>
  async (english, namespace) => {
    let said: string | undefined;
    await expect
      .poll(async () => {
        const texts = await deployedTexts(page, language);
        for (const [ns, { en, translated }] of Object.entries(texts)) {
          if (namespace && ns !== namespace) continue;
          const key = leaves(en, '').find(([, text]) => text === english)?.[0];
          const own = key ? leaves(translated, '').find(([k]) => k === key)?.[1] : undefined;
          if (own) return (said = own);
        }
        return undefined;
      }, { message: `the ${language} text of "${english}"` })
      .toBeTruthy();
    return said!;
  };
