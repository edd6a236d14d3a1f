import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorNotice, Spinner } from '@mall/shared';
import type { District, Region } from '@mall/shared/contract';
import type { RegionPickerProps, RegionPickerValue } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { useDebouncedValue } from './useDebouncedValue';
import { useAddressLevels, useLevelsOfCodes } from './useAddressLevels';
import { useRegions } from './useRegions';
import './RegionPicker.css';

/** Spec: province, city, region and optionally street. */
export const LEVEL_NAMES = ['province', 'city', 'region', 'street'] as const;

interface Choice {
  /** Absent while a value handed in by code is being looked up. */
  id?: number;
  code: string;
  name: string;
  /** false where the tree ends early (a city without districts). */
  hasChildren?: boolean;
}

const fromValue = (value: RegionPickerValue | undefined, depth: number): Choice[] =>
  (value?.codes ?? []).slice(0, depth).map((code, i) => ({ code, name: value?.names[i] ?? code, id: value?.ids?.[i] }));

const fromLevel = (level: District): Choice => ({ id: level.id, code: level.districtCode, name: level.districtName, hasChildren: level.hasChildren });

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
  const searchBox = useRef<HTMLInputElement>(null);
  const settledSearch = useDebouncedValue(search.trim());

  const unresolved = chosen.some((choice) => choice.id === undefined);
  const resolved = useLevelsOfCodes(region.regionShortName, chosen.map((choice) => choice.code), unresolved);
  useEffect(() => {
    if (!unresolved || !resolved.data) return;
    // Codes the tree no longer knows are dropped, so the buyer chooses them again.
    const found = resolved.data.map(fromLevel);
    setChosen(found);
    setActive((current) => Math.min(current, found.length, depth - 1));
  }, [unresolved, resolved.data, depth]);

  const parentCode = active === 0 ? null : (chosen[active - 1]?.code ?? null);
  const districts = useAddressLevels(region.regionShortName, active + 1, parentCode, settledSearch, active === 0 || (parentCode !== null && !unresolved));
  const complete = !unresolved && (chosen.length === depth || chosen.at(-1)?.hasChildren === false);
  const canConfirm = !unresolved && (mustComplete ? complete : chosen.length > 0);
  const levelName = (i: number) => t(`address.picker.level.${LEVEL_NAMES[i]!}`);

  const choose = (level: District) => {
    setChosen([...chosen.slice(0, active), fromLevel(level)]);
    setSearch('');
    if (active + 1 < depth && level.hasChildren) {
      setActive(active + 1);
      // The pressed option leaves with its level's list: keep a keyboard user in the picker, at the next level's search.
      searchBox.current?.focus();
    }
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
              disabled={i > chosen.length || (i === chosen.length && chosen.at(-1)?.hasChildren === false)}
              onClick={() => open(i)}
            >
              <span className="account-region-picker__level-name">{levelName(i)}</span>
              <span className="account-region-picker__level-value">{chosen[i]?.name ?? t('address.picker.notChosen')}</span>
            </button>
          </li>
        ))}
      </ol>
      <input
        ref={searchBox}
        // Opened from a button that it replaces: focus starts in the picker, not on <body>.
        autoFocus
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
      ) : districts.isPending || unresolved ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <p className="account-region-picker__empty">{t(settledSearch ? 'address.picker.noMatch' : 'address.picker.nothingLeft')}</p>
      ) : (
        <ul className="account-region-picker__options" aria-label={levelName(active)} aria-busy={districts.isFetching || undefined}>
          {shown.map((level) => (
            <li key={level.id}>
              <button type="button" className="account-region-picker__option" aria-pressed={chosen[active]?.code === level.districtCode} onClick={() => choose(level)}>
                {level.districtName}
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
          onClick={() => onConfirm({ codes: chosen.map((c) => c.code), names: chosen.map((c) => c.name), ids: chosen.map((c) => c.id!) })}
        >
          {t('address.picker.confirm')}
        </Button>
      </div>
    </div>
  );
}
