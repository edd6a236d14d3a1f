import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, FormField } from '@mall/shared';
import { addressCalls, type StreetPrediction } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { useDebouncedValue } from '../RegionPicker/useDebouncedValue';
import type { AddressFormValues } from './addressForm';

/** The maps service searches from two characters on. */
const MIN_SEARCH = 2;

interface StreetFieldProps {
  form: UseFormReturn<AddressFormValues>;
  label: string;
  maxLength: number;
  /** The market's regionShortName; no suggestions until a country is chosen. */
  region: string | undefined;
  /** One typing session's calls share it (maps services bill per session). */
  sessionToken: string;
  onPick(prediction: StreetPrediction): void;
}

/** The street (poiName) with suggestions 300 ms after the buyer stops typing (a combobox). */
export function StreetField({ form, label, maxLength, region, sessionToken, onPick }: StreetFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const listId = useId();
  const typed = useWatch({ control: form.control, name: 'poiName' });
  // Only what the buyer types is searched: not a saved street, nor one a suggestion filled in.
  const [typing, setTyping] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(typing ? typed.trim() : '');
  const predictions = useQuery({
    queryKey: ['street-autocomplete', region, search],
    queryFn: () => api.call(addressCalls.autocompleteStreet, { input: search, region: region!, sessionToken }),
    enabled: typing && Boolean(region) && [...search].length >= MIN_SEARCH,
    staleTime: 60_000,
  });
  const options = open && typing && search !== '' ? (predictions.data?.predictions ?? []) : [];
  const expanded = options.length > 0;

  useEffect(() => {
    if (!expanded) return;
    // Combobox pattern: Escape closes the open suggestions, not the dialog around them. The dialog
    // (Radix) hears Escape on the document in the capture phase, before the input does, and leaves
    // an Escape whose default is prevented alone: claim it on the window, which hears it first.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || (event.target as Element | null)?.getAttribute?.('aria-controls') !== listId) return;
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', closeOnEscape, true);
    return () => window.removeEventListener('keydown', closeOnEscape, true);
  }, [expanded, listId]);

  const pick = (prediction: StreetPrediction) => {
    setTyping(false);
    setOpen(false);
    setActive(-1);
    onPick(prediction);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      // Enter picks the highlighted street instead of submitting the address.
      event.preventDefault();
      pick(options[active]!);
    }
  };

  return (
    <div className="account-street">
      <FormField
        form={form}
        name="poiName"
        label={label}
        maxLength={maxLength}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onInput={() => {
          setTyping(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlurCapture={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={t('address.field.suggestions')} className="account-street__options" hidden={!expanded}>
        {options.map((prediction, i) => (
          <li
            key={prediction.placeId}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="account-street__option"
            // Keeps the focus in the street input, so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(prediction)}
          >
            <span className="account-street__name">{prediction.poiName}</span>
            <span className="account-street__secondary">{prediction.secondaryText}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
