import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNotice, Spinner } from '@mall/shared';
import type { Region, District } from '@mall/shared/contract';
import type { RegionPickerProps, RegionPickerValue } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { useDebouncedValue } from './useDebouncedValue';
import { useDistricts } from './useDistricts';
import { useRegions } from './useRegions';
import './RegionPicker.css';

/** Spec: province, city, region and optionally street. */
export const LEVEL_NAMES = ['province', 'city', 'region', 'street'] as const;

interface Choice {
  code: string;
  name: string;
}

const fromValue = (value: RegionPickerValue | undefined, depth: number): Choice[] =>
  (value?.codes ?? []).slice(0, depth).map((code, i) => ({ code, name: value?.names[i] ?? code }));

/** The delivery-region picker: one address level at a time, each loaded by its parent. */
export default function RegionPicker(props: RegionPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const regions = useRegions();
  if (regions.isPending) return <Spinner />;
  if (regions.isError) return <ErrorNotice error={regions.error} onRetry={() => void regions.refetch()} retrying={regions.isFetching} />;
  const region = regions.data.find((r) => r.id === props.regionId);
  if (!region) return <ErrorNotice message={t('address.picker.unknownRegion')} />;
  // A new market means a new tree: nothing chosen in another one carries over.
  return <RegionLevels key={region.id} region={region} {...props} />;
}

function RegionLevels({ region, levels, mustComplete = false, value, onConfirm, onCancel }: RegionPickerProps & { region: Region }) {
  const { t } = useTranslation(NAMESPACE);
  const depth = levels ?? region.addressLevels;
  const [chosen, setChosen] = useState<Choice[]>(() => fromValue(value, depth));
  const [active, setActive] = useState(() => Math.min(chosen.length, depth - 1));
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const parent = active === 0 ? null : (chosen[active - 1]?.code ?? null);
  const districts = useDistricts(region.regionShortName, active + 1, parent, settledSearch);

  // A branch of the tree may end early (a city without districts): it is complete when the next level is empty.
  const probing = chosen.length > 0 && chosen.length < depth;
  const next = useDistricts(region.regionShortName, chosen.length + 1, chosen.at(-1)?.code ?? null, '', probing);
  const branchEnded = probing && next.isSuccess && !next.isPlaceholderData && next.data.length === 0;
  const complete = chosen.length === depth || branchEnded;
  const canConfirm = mustComplete ? complete : chosen.length > 0;
  const levelName = (i: number) => t(`address.picker.level.${LEVEL_NAMES[i]!}`);

  const choose = (district: District) => {
    setChosen([...chosen.slice(0, active), { code: district.districtCode, name: district.districtName }]);
    setSearch('');
    if (active + 1 < depth) setActive(active + 1);
  };
  const open = (level: number) => {
    setActive(level);
    setSearch('');
  };
  // The picker sits inside the address form: Enter in its search box must not submit that form.
  const keepFormClosed = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  const shown = districts.data ?? [];
  const missing = LEVEL_NAMES.slice(0, depth).findIndex((_, i) => !chosen[i]);
  return (
    <div className="account-region-picker" role="group" aria-label={t('address.picker.title')} data-boundary="account">
      <ol className="account-region-picker__levels" aria-label={t('address.picker.levels')}>
        {Array.from({ length: depth }, (_, i) => (
          <li key={i}>
            <button
              type="button"
              className="account-region-picker__level"
              aria-current={i === active ? 'step' : undefined}
              disabled={i > chosen.length}
              onClick={() => open(i)}
            >
              <span className="account-region-picker__level-name">{levelName(i)}</span>
              <span className="account-region-picker__level-value">{chosen[i]?.name ?? t('address.picker.notChosen')}</span>
            </button>
          </li>
        ))}
      </ol>
      <input
        type="search"
        className="account-region-picker__search"
        aria-label={t('address.picker.search', { level: levelName(active) })}
        placeholder={t('address.picker.search', { level: levelName(active) })}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={keepFormClosed}
      />
      {districts.isError ? (
        <ErrorNotice error={districts.error} onRetry={() => void districts.refetch()} retrying={districts.isFetching} />
      ) : districts.isPending ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="account-region-picker__empty">{t(settledSearch ? 'address.picker.noMatch' : 'address.picker.nothingLeft')}</p>
      ) : (
        <ul className="account-region-picker__options" aria-label={levelName(active)} aria-busy={districts.isFetching || undefined}>
          {shown.map((district) => (
            <li key={district.id}>
              <button
                type="button"
                className="account-region-picker__option"
                aria-pressed={chosen[active]?.code === district.districtCode}
                onClick={() => choose(district)}
              >
                {district.districtName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {mustComplete && !complete && missing >= 0 && (
        <p className="account-region-picker__hint" role="status">
          {t('address.picker.mustComplete', { level: t(`address.picker.inSentence.${LEVEL_NAMES[missing]!}`) })}
        </p>
      )}
      <div className="account-region-picker__actions">
        {onCancel && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('address.picker.cancel')}
          </Button>
        )}
        <Button
          size="sm"
          disabled={!canConfirm}
          onClick={() => onConfirm({ codes: chosen.map((c) => c.code), names: chosen.map((c) => c.name) })}
        >
          {t('address.picker.confirm')}
        </Button>
      </div>
    </div>
  );
}
