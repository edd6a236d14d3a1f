import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, ErrorNotice, errorMessageKey, formatCountry, FormField, isApiError, RadioGroup, toast, useMarket, type AddressKind } from '@mall/shared';
import { addressCalls, regionCalls, type Address, type Region, type StreetPrediction } from '@mall/shared/contract';
import { addressResolver, dialCodeOf, inputLimits, isCorporate, isMarket, requiredFields, stripEmoji, truncateName, type RuleContext } from '@mall/shared/address';
import { NAMESPACE } from '../../namespace';
import { useAddressLevels } from '../RegionPicker/useAddressLevels';
import TaxCodeForm from '../TaxCodeForm/TaxCodeForm';
import { addressKeys, isFormField, saveAddress, toFormValues, toRequest, type AddressFormValues } from './addressForm';
import { CheckboxField, errorOf, SelectField, useFieldMessage } from './fields';
import { PhoneField } from './PhoneField';
import { RegionField } from './RegionField';
import { StreetField } from './StreetField';

const APPELLATIONS = addressCalls.APPELLATIONS;
const GENDERS = addressCalls.GENDERS;

/** Emoji leave "how did you hear from us" as they are typed; the spaces between words stay. */
const withoutEmoji = (value: string) =>
  value
    .split(/(\s+)/)
    .map((part) => (/^\s+$/.test(part) ? part : stripEmoji(part)))
    .join('');

const newSessionToken = () => globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Failure = { kind: 'fields'; unshown: string[] } | { kind: 'error'; error: unknown } | null;

export interface AddressFormProps {
  formId: string;
  kind: AddressKind;
  regions: Region[];
  /** The address being edited; absent for a new one. */
  saved?: Address;
  initial?: Record<string, unknown>;
  onSaved(address: Address): void;
  onSavingChange(saving: boolean): void;
}

/**
 * Starts a new address in the buyer's market, with its dial code; a saved one as it was saved, and
 * a number handed in without a dial code (e.g. a billing copy of such a shipping address) without one.
 */
function startValues(regions: Region[], marketCountry: string, saved: Address | undefined, initial: Record<string, unknown> | undefined): AddressFormValues {
  const values = toFormValues(saved ?? initial);
  if (values.countryId === null) {
    values.countryId = (regions.find((r) => r.regionShortName === marketCountry) ?? regions[0])?.id ?? regionCalls.FIRST_REGION_ID;
  }
  if (!saved && !values.areaCode && values.personPhone.trim() === '') {
    const shortName = regions.find((r) => r.id === values.countryId)?.regionShortName;
    values.areaCode = (shortName && dialCodeOf(shortName)?.dialCode) || '';
  }
  return values;
}

/** Every field of the address the buyer enters, checked by the shared rules table for the market and kind. */
export function AddressForm({ formId, kind, regions, saved, initial, onSaved, onSavingChange }: AddressFormProps) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const marketCountry = useMarket((s) => s.country);
  const [defaults] = useState(() => startValues(regions, marketCountry, saved, initial));
  const context = useRef<RuleContext>({ market: null, kind });
  const form = useForm<AddressFormValues>({ defaultValues: defaults, resolver: addressResolver<AddressFormValues>(() => context.current) });
  const [failure, setFailure] = useState<Failure>(null);
  const [placeFailed, setPlaceFailed] = useState(false);
  const [sessionToken] = useState(newSessionToken);

  const [countryId, firstName, lastName, callSuffix, company, taxCode, rfcFile] = useWatch({
    control: form.control,
    name: ['countryId', 'firstName', 'lastName', 'callSuffix', 'company', 'taxCode', 'rfcFile'],
  });
  const region = regions.find((r) => r.id === countryId);
  const market = isMarket(region?.regionShortName) ? region.regionShortName : null;
  context.current = { market, kind };
  const limits = inputLimits(context.current);
  const required = useMemo(() => new Set<string>(requiredFields({ market, kind })), [market, kind]);
  const optional = (label: string, field: string) => (required.has(field) ? label : `${label} ${t('address.field.optional')}`);
  const tree = useAddressLevels(region?.regionShortName ?? '', 1, null, '', region !== undefined);
  const hasTree = (tree.data?.length ?? 0) > 0;
  const lockedDefault = saved?.isDefault === true;
  const revalidate = () => form.formState.isSubmitted;

  const fillFromPlace = async (prediction: StreetPrediction) => {
    setPlaceFailed(false);
    form.setValue('poiName', prediction.poiName, { shouldDirty: true, shouldValidate: revalidate() });
    try {
      const place = await api.call(addressCalls.placeDetails, { placeId: prediction.placeId, sessionToken });
      const how = { shouldDirty: true, shouldValidate: revalidate() };
      form.setValue('poiName', place.poiName, how);
      if (place.houseNo) form.setValue('houseNo', place.houseNo, how);
      form.setValue('postalCode', place.postalCode, how);
      form.setValue('city', place.city, how);
      form.setValue('province', place.province, how);
      form.setValue('districtList', place.districtList, how);
      form.setValue('addressLatitude', place.addressLatitude, how);
      form.setValue('addressLongitude', place.addressLongitude, how);
    } catch {
      // The street stays as picked; the buyer fills in the rest.
      setPlaceFailed(true);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    onSavingChange(true);
    try {
      const address = await saveAddress(kind, saved?.id, toRequest(values, kind, saved));
      await queryClient.invalidateQueries({ queryKey: addressKeys.all });
      toast.success(t('address.book.saved'));
      onSaved(address);
    } catch (error) {
      // Everything typed stays; the server's field refusals go on their fields.
      const fields = (isApiError(error) && error.fields) || [];
      if (fields.length === 0) {
        setFailure({ kind: 'error', error });
      } else {
        const unshown: string[] = [];
        for (const { field, message } of fields) {
          if (isFormField(field)) form.setError(field, { type: 'server', message });
          else unshown.push(message);
        }
        setFailure({ kind: 'fields', unshown });
      }
    } finally {
      onSavingChange(false);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The modal sits over another bundle's page, possibly inside its form: keep the submit here.
    event.stopPropagation();
    void submit(event);
  };

  const changeCountry = (next: number | null) => {
    // Another country: the old one's region and dial code do not apply.
    form.setValue('districtList', []);
    form.setValue('province', '');
    form.setValue('city', '');
    const shortName = regions.find((r) => r.id === next)?.regionShortName;
    const dial = shortName ? dialCodeOf(shortName) : undefined;
    // Follows the country until a number is typed; "No dial code", once chosen, stays.
    if (dial && form.getValues('areaCode') !== '' && form.getValues('personPhone').trim() === '') form.setValue('areaCode', dial.dialCode);
  };

  return (
    <form id={formId} className="account-address" data-boundary="account" noValidate onSubmit={onSubmit}>
      <div className="account-address__grid">
        <SelectField form={form} name="callSuffix" label={t('address.field.callSuffix')}>
          <option value="">{t('address.field.choose')}</option>
          {APPELLATIONS.map((value) => (
            <option key={value} value={value}>
              {t(`address.field.callSuffixOption.${value}`)}
            </option>
          ))}
        </SelectField>
        <RadioGroup
          legend={t('address.field.gender')}
          name="gender"
          inline
          className="account-address__gender"
          options={GENDERS.map((value) => ({ value, label: t(`address.field.genderOption.${value}`) }))}
          inputProps={form.register('gender')}
          error={fieldMessage(errorOf(form, 'gender'))}
        />
        <FormField
          form={form}
          name="firstName"
          label={t('address.field.firstName')}
          autoComplete="given-name"
          hint={t('address.field.nameHint', { max: limits.names })}
          // Spec: first plus last name stay within the limit; what goes beyond is cut as it is typed.
          onInput={(event) => {
            event.currentTarget.value = truncateName(event.currentTarget.value, lastName, limits.names);
          }}
        />
        <FormField
          form={form}
          name="lastName"
          label={t('address.field.lastName')}
          autoComplete="family-name"
          hint={t('address.field.nameHint', { max: limits.names })}
          onInput={(event) => {
            event.currentTarget.value = truncateName(event.currentTarget.value, firstName, limits.names);
          }}
        />
        <PhoneField form={form} maxLength={limits.personPhone} />
        <FormField form={form} name="email" type="email" label={t('address.field.email')} autoComplete="email" maxLength={120} />
        <FormField form={form} name="company" label={t('address.field.company')} autoComplete="organization" maxLength={100} />
        <SelectField
          form={form}
          name="countryId"
          label={t('address.field.country')}
          autoComplete="country"
          options={{
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
            onChange: (event: { target: { value: string } }) => changeCountry(event.target.value === '' ? null : Number(event.target.value)),
          }}
        >
          {regions.map((r) => (
            // The country in the buyer's language (mall-api names it in English).
            <option key={r.id} value={r.id}>
              {formatCountry(r.regionShortName, i18n.language)}
            </option>
          ))}
        </SelectField>
        <StreetField form={form} label={t('address.field.street')} maxLength={limits.poiName} region={region?.regionShortName} sessionToken={sessionToken} onPick={(p) => void fillFromPlace(p)} />
        {placeFailed && <p className="account-address__note">{t('address.modal.placeFailed')}</p>}
        <FormField form={form} name="houseNo" label={optional(t('address.field.houseNo'), 'houseNo')} autoComplete="off" maxLength={35} />
        <FormField
          form={form}
          name="detailAddress"
          label={optional(t('address.field.detailAddress'), 'detailAddress')}
          autoComplete="address-line2"
          maxLength={limits.detailAddress}
        />
        <FormField form={form} name="postalCode" label={t('address.field.postalCode')} autoComplete="postal-code" maxLength={limits.postalCode} />
        <RegionField form={form} regionId={countryId} market={market} hasTree={hasTree} cityMax={limits.city} />
        <FormField
          form={form}
          name="hearFrom"
          label={t('address.field.hearFrom')}
          maxLength={limits.hearFrom}
          onInput={(event) => {
            const cleaned = withoutEmoji(event.currentTarget.value);
            if (cleaned !== event.currentTarget.value) event.currentTarget.value = cleaned;
          }}
        />
      </div>
      {kind === 'billing' && countryId !== null && (
        <TaxCodeForm
          key={countryId}
          regionId={countryId}
          corporate={isCorporate({ callSuffix, company })}
          value={{ taxCode, fileId: rfcFile?.fileId, fileName: rfcFile?.fileName }}
          errors={form.formState.isSubmitted ? { taxCode: form.formState.errors.taxCode?.message, rfcFile: form.formState.errors.rfcFile?.message } : undefined}
          onChange={(next) => {
            form.setValue('taxCode', next.taxCode ?? '', { shouldDirty: true, shouldValidate: revalidate() });
            form.setValue('rfcFile', next.fileId ? { fileId: next.fileId, fileName: next.fileName ?? next.fileId } : null, {
              shouldDirty: true,
              shouldValidate: revalidate(),
            });
          }}
        />
      )}
      <div className="account-address__checks">
        <CheckboxField form={form} name="isDefault" label={t('address.field.isDefault')} disabled={lockedDefault} hint={lockedDefault ? t('address.field.defaultLocked') : undefined} />
        <CheckboxField form={form} name="subscribe" label={t('address.field.subscribe')} />
        {kind === 'shipping' && <CheckboxField form={form} name="saveToBilling" label={t('address.field.saveToBilling')} />}
      </div>
      {failure?.kind === 'error' && <ErrorNotice message={`${t('address.modal.saveFailed')} ${t(errorMessageKey(failure.error), { ns: 'common' })}`} />}
      {failure?.kind === 'fields' && (
        <ErrorNotice
          message={[t('address.modal.saveFailed'), ...failure.unshown.map((key) => t(`validation.${key}`, { ns: 'common', defaultValue: t('validation.field.invalid', { ns: 'common' }) }))].join(' ')}
        />
      )}
    </form>
  );
}
