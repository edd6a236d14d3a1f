import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, SUPPORTED_LANGUAGES } from '@mall/shared';

/** Each language is named in itself, so a buyer finds their own whatever is shown now. */
const NATIVE_NAMES: Record<(typeof SUPPORTED_LANGUAGES)[number], string> = { en: 'English', 'zh-CN': '中文', de: 'Deutsch' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  return (
    <label className="shell-language">
      <span className="mall-visually-hidden">{t('language.label')}</span>
      <select
        className="mall-select"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {NATIVE_NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  );
}
