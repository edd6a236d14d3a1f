import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, RadioGroup, TextField } from '@mall/shared';
import { catalogueCalls } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { activeFilterCount, withFilter, withoutFilters, type FilterKey, type ListingState } from './catalogueUrl';

export interface FilterPanelProps {
  facets: catalogueCalls.Facets;
  state: ListingState;
  onChange: (next: ListingState) => void;
}

interface ValueChoice<K> {
  key: K;
  name: string;
  count: number;
}

/** The facet's values, plus any chosen value the answer no longer counts (so it can still be unchosen). */
function choices<K>(values: ValueChoice<K>[], chosen: readonly K[]): ValueChoice<K>[] {
  const missing = chosen.filter((key) => !values.some((value) => value.key === key)).map((key) => ({ key, name: String(key), count: 0 }));
  return [...values, ...missing];
}

function toggled<K>(list: readonly K[], key: K, on: boolean): K[] {
  return on ? [...list, key] : list.filter((value) => value !== key);
}

/** One multi-choice filter (colour, material, shop): a checkbox per value with its count. */
function ValueFilter<K extends string | number>({
  legend,
  values,
  chosen,
  onToggle,
}: {
  legend: string;
  values: ValueChoice<K>[];
  chosen: readonly K[];
  onToggle: (key: K, on: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const shown = choices(values, chosen);
  if (shown.length === 0) return null;
  return (
    <fieldset className="checkout-catalogue-filters__group">
      <legend>{legend}</legend>
      {shown.map((value) => {
        const checked = chosen.includes(value.key);
        return (
          <Checkbox
            key={value.key}
            label={t('catalogue.filters.value', { name: value.name, n: value.count })}
            checked={checked}
            // A value that would list nothing is not offered (unless chosen: it can be taken back).
            disabled={!checked && value.count === 0}
            onChange={(event) => onToggle(value.key, event.target.checked)}
          />
        );
      })}
    </fieldset>
  );
}

/** Whole euros typed in a price box, or undefined for an empty box. */
const euros = (text: string): number | undefined => (text.trim() === '' ? undefined : Math.max(0, Math.floor(Number(text))));

/** A box of whole euros: digits only, the cheapest or dearest price of the results as its example. */
function PriceBox({ label, value, onValue, placeholder, error }: { label: string; value: string; onValue: (value: string) => void; placeholder: number | null | undefined; error?: string | null }) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={7}
      value={value}
      placeholder={placeholder == null ? undefined : String(placeholder)}
      error={error}
      onChange={(event) => onValue(event.target.value.replace(/\D/g, ''))}
    />
  );
}

function PriceFilter({ facets, state, onChange }: FilterPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = euros(min);
    const maxPrice = euros(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError(t('catalogue.filters.priceOrder'));
      return;
    }
    setError(null);
    onChange(withFilter(state, { minPrice, maxPrice }));
  };
  return (
    <form className="checkout-catalogue-filters__group checkout-catalogue-filters__price" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('catalogue.filters.price')}</legend>
        <div className="checkout-catalogue-filters__price-boxes">
          <PriceBox label={t('catalogue.filters.minPrice')} value={min} onValue={setMin} placeholder={facets.price && Math.floor(facets.price.min.value)} />
          <PriceBox label={t('catalogue.filters.maxPrice')} value={max} onValue={setMax} placeholder={facets.price && Math.ceil(facets.price.max.value)} error={error} />
        </div>
        <Button type="submit" variant="secondary">
          {t('catalogue.filters.applyPrice')}
        </Button>
      </fieldset>
    </form>
  );
}

/**
 * Every filter of a listing or search with the count each value would list (the API's facets);
 * each choice applies at once and is a new URL.
 */
export function FilterPanel({ facets, state, onChange }: FilterPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const set = (change: Partial<Pick<ListingState, FilterKey>>) => onChange(withFilter(state, change));
  return (
    <div className="checkout-catalogue-filters">
      {activeFilterCount(state) > 0 && (
        <Button variant="quiet" onClick={() => onChange(withoutFilters(state))}>
          {t('catalogue.filters.clear')}
        </Button>
      )}
      <PriceFilter key={`${state.minPrice}-${state.maxPrice}`} facets={facets} state={state} onChange={onChange} />
      <ValueFilter
        legend={t('catalogue.filters.colour')}
        values={facets.colours}
        chosen={state.colours}
        onToggle={(key, on) => set({ colours: toggled(state.colours, key, on) })}
      />
      <ValueFilter
        legend={t('catalogue.filters.material')}
        values={facets.materials}
        chosen={state.materials}
        onToggle={(key, on) => set({ materials: toggled(state.materials, key, on) })}
      />
      <ValueFilter
        legend={t('catalogue.filters.shop')}
        values={facets.shops.map((shop) => ({ key: shop.id, name: shop.name, count: shop.count }))}
        chosen={state.shopIds}
        onToggle={(key, on) => set({ shopIds: toggled(state.shopIds, key, on) })}
      />
      <RadioGroup
        className="checkout-catalogue-filters__group"
        legend={t('catalogue.filters.delivery')}
        name="delivery"
        value={state.deliveryDays === undefined ? 'any' : String(state.deliveryDays)}
        onValueChange={(value) => set({ deliveryDays: value === 'any' ? undefined : (Number(value) as (typeof catalogueCalls.DELIVERY_DAYS)[number]) })}
        options={[
          { value: 'any', label: t('catalogue.filters.anyDelivery') },
          ...catalogueCalls.DELIVERY_DAYS.map((days) => {
            const count = facets.delivery.find((choice) => choice.days === days)?.count ?? 0;
            return { value: String(days), label: t('catalogue.filters.withinDays', { days, n: count }), disabled: count === 0 && state.deliveryDays !== days };
          }),
        ]}
      />
      <fieldset className="checkout-catalogue-filters__group">
        <legend>{t('catalogue.filters.availability')}</legend>
        <Checkbox
          label={t('catalogue.filters.inStock', { n: facets.inStock })}
          checked={state.inStock}
          disabled={!state.inStock && facets.inStock === 0}
          onChange={(event) => set({ inStock: event.target.checked })}
        />
        <Checkbox
          label={t('catalogue.filters.onSale', { n: facets.onSale })}
          checked={state.onSale}
          disabled={!state.onSale && facets.onSale === 0}
          onChange={(event) => set({ onSale: event.target.checked })}
        />
      </fieldset>
    </div>
  );
}
