import { useTranslation } from 'react-i18next';

export const MERCHANT_STEPS = ['fill', 'waiting', 'result'] as const;
export type MerchantStep = (typeof MERCHANT_STEPS)[number];

/** The merchant-settle steps header: fill in information, waiting for audit result, audit result. */
export function MerchantSteps({ current }: { current: MerchantStep }) {
  const { t } = useTranslation('shell');
  const currentIndex = MERCHANT_STEPS.indexOf(current);
  return (
    <ol className="shell-steps" aria-label={t('merchant.steps.label')}>
      {MERCHANT_STEPS.map((step, index) => (
        <li
          key={step}
          className={index < currentIndex ? 'is-done' : index === currentIndex ? 'is-current' : undefined}
          aria-current={index === currentIndex ? 'step' : undefined}
        >
          <span className="shell-steps__number">{index + 1}</span> {t(`merchant.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
