import type { BuyerLanguage } from '../http/language';

/** The columns kept per language (migrations 021, 025): English in `x`, German in `x_de`, Chinese in `x_zh`. */
export type TranslatedColumn = 'title' | 'name' | 'summary' | 'body' | 'description' | 'benefits' | 'items' | 'context';

/**
 * A text column's value in the buyer's language, English where it has no translation: a fixed
 * fragment built from the names above, never from the caller's text.
 */
export function translated(column: TranslatedColumn, language: BuyerLanguage, alias = ''): string {
  return language === 'en' ? `${alias}${column}` : `coalesce(${alias}${column}_${language === 'de' ? 'de' : 'zh'}, ${alias}${column})`;
}

/** The same, selected under the column's own name. */
export const inLanguage = (column: TranslatedColumn, language: BuyerLanguage, alias = ''): string =>
  language === 'en' ? translated(column, language, alias) : `${translated(column, language, alias)} as ${column}`;
