import { FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@mall/shared';
import { cookieValue } from '../cookies';

/**
 * The visitor's language as the app will pick it (shared/src/i18n: the stored choice, else the
 * browser's language): the choice is also kept in a cookie for this server, and the browser's
 * language is the first of its Accept-Language.
 */
export function visitorLanguage(headers: { cookie?: string | undefined; 'accept-language'?: string | undefined }): Language {
  const chosen = cookieValue(headers.cookie ?? '', LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const browser = (headers['accept-language'] ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (browser.startsWith('zh')) return 'zh-CN';
  if (browser.startsWith('de')) return 'de';
  return FALLBACK_LANGUAGE;
}
