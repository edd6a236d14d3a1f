import { useTranslation } from 'react-i18next';
import { TextField } from '@mall/shared';
import { NAMESPACE } from '../namespace';

/**
 * A private buyer's personal tax code where the invoice's country needs one (Spain: NIF or NIE;
 * Italy: codice fiscale). What was typed stays as typed; `error` is a message key of the shared rule.
 */
export function PrivateTaxCodeField({ market, value, error, onChange }: { market: 'ES' | 'IT'; value: string; error: string | null; onChange(value: string): void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="checkout-tax">
      <TextField
        label={t(`flow.checkout.billing.privateTaxCode.${market}`)}
        hint={t('flow.checkout.billing.privateTaxCode.hint')}
        name="buyerTaxCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ? t(`validation.${error}`) : undefined}
      />
    </div>
  );
}
