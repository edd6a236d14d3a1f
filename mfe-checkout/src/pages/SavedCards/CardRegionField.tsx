import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, Button, FieldError, FormField, RemoteFragment, Spinner, useInlinePanel, type RegionPickerValue } from '@mall/shared';
import { isMarket, provinceAndCity } from '@mall/shared/address/core';
import { regionCalls, type NewCard, type Region } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';

/**
 * The card's province, city and district from a path picked in the market's whole tree: province
 * and city at the levels the market keeps them (Spain and Italy start with the region grouping the
 * provinces), the district the deepest level picked (the city itself where the branch ends there).
 */
export function cardAddressOf(market: string, value: RegionPickerValue): NewCard['address'] {
  const { province, city } = provinceAndCity(isMarket(market) ? market : null, value.names);
  return { province, city, region: value.names.at(-1) ?? city };
}

/** Does the market have a district tree? (its first level has entries) */
function useHasTree(region: string | undefined) {
  return useQuery({
    queryKey: ['checkout', 'address-levels', region],
    queryFn: async ({ signal }) => {
      const { REGION_PAGE_SIZE: pageSize, REGION_PAGE_NUM: pageNum } = regionCalls;
      return (await api.call(regionCalls.pageDistricts, { pageSize, pageNum, districtLevel: 1, region: region!, parentDistrict: null }, { signal })).data.length > 0;
    },
    enabled: region !== undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * The card's province, city and district (spec: address from the region picker): picked with
 * account's region picker where the market has a district tree, typed where it has none (or when
 * the tree cannot be read: the buyer can still save the card).
 */
export function CardRegionField({ form, regions }: { form: UseFormReturn<NewCard>; regions: readonly Region[] | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const country = useWatch({ control: form.control, name: 'country' });
  const address = useWatch({ control: form.control, name: 'address' });
  const regionId = regions?.find((r) => r.regionShortName === country)?.id;
  const tree = useHasTree(regionId === undefined ? undefined : country);
  const picker = useInlinePanel();
  const [picked, setPicked] = useState<RegionPickerValue | null>(null);

  // Another country is another tree: what was picked in the last one does not carry over.
  const lastCountry = useRef(country);
  useEffect(() => {
    if (lastCountry.current === country) return;
    lastCountry.current = country;
    picker.dismiss();
    if (picked) {
      setPicked(null);
      form.setValue('address', { province: '', city: '', region: '' }, { shouldDirty: true });
    }
  }, [country, picked, form]);

  if (regionId !== undefined && tree.isPending) return <Spinner size="sm" label={t('payment.loading')} />;
  if (regionId === undefined || tree.isError || tree.data === false) {
    return (
      <>
        <FormField form={form} name="address.province" label={t('payment.addCard.province')} ns={NAMESPACE} autoComplete="address-level1" />
        <FormField form={form} name="address.city" label={t('payment.addCard.city')} ns={NAMESPACE} autoComplete="address-level2" />
        <FormField form={form} name="address.region" label={t('payment.addCard.region')} ns={NAMESPACE} autoComplete="address-level3" />
      </>
    );
  }

  const errors = form.formState.errors.address;
  const message = errors?.province?.message ?? errors?.city?.message ?? errors?.region?.message;
  const names = picked ? picked.names : [address.province, address.city, address.region].filter(Boolean);
  return (
    <div className={message ? 'mall-field mall-field--invalid checkout-add-card__region' : 'mall-field checkout-add-card__region'} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="mall-field__label">
        {t('payment.addCard.regionPicker')}
      </span>
      <p className="checkout-add-card__region-value" aria-describedby={message ? `${id}-error` : undefined}>
        {names.length > 0 ? names.join(' / ') : t('payment.addCard.regionNotChosen')}
      </p>
      {!picker.open && (
        <Button ref={picker.opener} variant="secondary" size="sm" onClick={picker.show}>
          {names.length > 0 ? t('payment.addCard.changeRegion') : t('payment.addCard.chooseRegion')}
        </Button>
      )}
      {picker.open && (
        <RemoteFragment
          id="account/RegionPicker"
          props={{
            // The market's own depth (3 or 4): a 4-level tree cut at 3 would stop at the city.
            regionId,
            mustComplete: true,
            ...(picked ? { value: picked } : {}),
            onCancel: picker.close,
            onConfirm: (value) => {
              setPicked(value);
              form.setValue('address', cardAddressOf(country, value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
              picker.close();
            },
          }}
        />
      )}
      {message && <FieldError id={`${id}-error`}>{t(`validation.${message}`)}</FieldError>}
    </div>
  );
}
