import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@mall/shared';
import { Group } from './Group';

/** A search field with suggestions filtered from a fixed list, as the top bar's asks the catalogue. */
function SearchExample({ initial = '', open = false }: { initial?: string; open?: boolean }) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState(initial);
  const [chosen, setChosen] = useState('');
  const typed = text.trim().toLowerCase();
  const match = (names: string[]) => (typed.length < 2 ? [] : names.filter((name) => name.toLowerCase().includes(typed)));
  const sections = [
    { label: t('search.products'), options: match([t('design.cornerSofa'), t('design.sofaBed'), t('design.armchair')]) },
    { label: t('search.categories'), options: match([t('design.sofas'), t('design.armchairs')]) },
  ];
  const count = sections[0]!.options.length + sections[1]!.options.length;
  return (
    <div>
      <div className="mall-search">
        <Combobox
          label={t('search.label')}
          value={text}
          onValueChange={setText}
          sections={sections}
          optionKey={(name) => name}
          renderOption={(name) => name}
          onSelect={setChosen}
          status={typed.length < 2 ? '' : count > 0 ? t('search.count', { count }) : t('search.none', { text: text.trim() })}
          inputProps={{ placeholder: t('search.placeholder') }}
          defaultOpen={open}
        />
      </div>
      <p>{chosen ? t('design.chosen', { name: chosen }) : t('design.comboboxHint')}</p>
    </div>
  );
}

/** The combobox empty, open with grouped suggestions, and with none for what was typed. */
export function ComboboxExamples() {
  const { t } = useTranslation('shell');
  return (
    <Group title={t('design.combobox')}>
      <SearchExample />
      <SearchExample initial="sofa" open />
      <SearchExample initial="zzz" />
    </Group>
  );
}
