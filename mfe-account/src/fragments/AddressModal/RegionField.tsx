import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField, useInlinePanel } from '@mall/shared';
import type { RegionPickerValue } from '@mall/shared';
import { provinceAndCity, type MarketCode } from '@mall/shared/address/core';
import { NAMESPACE } from '../../namespace';
import RegionPicker from '../RegionPicker/RegionPicker';
import type { AddressFormValues } from './addressForm';
import { errorOf, FieldMessage } from './fields';

/** The picker's choice as the address keeps it: every level, and the province and city at the market's levels. */
export function districtsOf(value: RegionPickerValue, market: MarketCode | null): Pick<AddressFormValues, 'districtList' | 'province' | 'city'> {
  const names = value.codes.map((code, i) => value.names[i] ?? code);
  const districtList = value.codes.map((code, i) => ({ districtCode: code, districtName: names[i]!, districtLevel: i + 1 }));
  return { districtList, ...provinceAndCity(market, names) };
}

/**
 * Province and city: picked from the market's district tree where it has one (3 or 4 levels, every
 * level required), typed where it has none.
 */
export function RegionField({
  form,
  regionId,
  market,
  hasTree,
  cityMax,
}: {
  form: UseFormReturn<AddressFormValues>;
  regionId: number | null;
  market: MarketCode | null;
  hasTree: boolean;
  cityMax: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const picker = useInlinePanel();
  const [districtList, province, city] = useWatch({ control: form.control, name: ['districtList', 'province', 'city'] });
  if (!hasTree || regionId === null) {
    return (
      <>
        <FormField form={form} name="province" label={t('address.field.province')} autoComplete="address-level1" maxLength={100} />
        <FormField form={form} name="city" label={t('address.field.city')} autoComplete="address-level2" maxLength={cityMax} />
      </>
    );
  }
  const names = districtList.length > 0 ? districtList.map((d) => d.districtName) : [province, city].filter(Boolean);
  const message = errorOf(form, 'province') ?? errorOf(form, 'city') ?? errorOf(form, 'districtList');
  const revalidate = form.formState.isSubmitted;
  return (
    <div className={message ? 'account-address__region mall-field--invalid' : 'account-address__region'} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="account-address__region-label">
        {t('address.field.region')}
      </span>
      <p className="account-address__region-value" aria-describedby={message ? `${id}-error` : undefined}>
        {names.length > 0 ? names.join(' / ') : t('address.picker.notChosen')}
      </p>
      {!picker.open && (
        <Button ref={picker.opener} variant="secondary" size="sm" onClick={picker.show}>
          {names.length > 0 ? t('address.field.changeRegion') : t('address.field.chooseRegion')}
        </Button>
      )}
      {picker.open && (
        <RegionPicker
          regionId={regionId}
          mustComplete
          value={districtList.length > 0 ? { codes: districtList.map((d) => d.districtCode), names: districtList.map((d) => d.districtName) } : undefined}
          onCancel={picker.close}
          onConfirm={(value) => {
            const picked = districtsOf(value, market);
            form.setValue('districtList', picked.districtList, { shouldDirty: true });
            form.setValue('province', picked.province, { shouldDirty: true, shouldValidate: revalidate });
            form.setValue('city', picked.city, { shouldDirty: true, shouldValidate: revalidate });
            picker.close();
          }}
        />
      )}
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}
