import { useId, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

/** A titled group of options in the popup (products, categories). */
export interface ComboboxSection<T> {
  label: string;
  options: T[];
}

export interface ComboboxProps<T> {
  /** The field's accessible name. */
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  sections: ComboboxSection<T>[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** An option chosen (Enter on the active one, or a click). Enter without one submits the field's form. */
  onSelect: (option: T) => void;
  /** What the polite live region says ("5 suggestions"); '' says nothing. */
  status: string;
  /** The input's other attributes (name, placeholder, maxLength…). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'>;
  className?: string;
  /** The popup shown from the start (the /design page shows it open). */
  defaultOpen?: boolean;
}

/**
 * A text field with a popup of suggestions: the WAI-ARIA combobox pattern with a listbox popup.
 * Focus stays in the field; the active option is named by aria-activedescendant. Down/Up move
 * (wrapping), Enter chooses the active option, Escape closes the popup (then clears the field), a
 * click chooses. Our own (about 120 lines) rather than a headless library: the top bar holds it
 * on every page's first load.
 */
export function Combobox<T>({ label, value, onValueChange, sections, optionKey, renderOption, onSelect, status, inputProps, className, defaultOpen = false }: ComboboxProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(-1);
  const options = sections.flatMap((section) => section.options);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  // A new set of options (the buyer typed on) starts with none active.
  const [shownOptions, setShownOptions] = useState(options.map(optionKey).join('\u0000'));
  const optionsKey = options.map(optionKey).join('\u0000');
  if (optionsKey !== shownOptions) {
    setShownOptions(optionsKey);
    setActive(-1);
  }

  const choose = (option: T) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    if (!expanded) return setActive(step === 1 ? 0 : options.length - 1);
    setActive((index) => (index === -1 ? (step === 1 ? 0 : options.length - 1) : (index + step + options.length) % options.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && options[active] !== undefined) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      // The browser's own Escape on a search field would clear it while the popup is open.
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else onValueChange('');
    }
  };

  let index = 0;
  return (
    <div className={cx('mall-combobox', className)}>
      <input
        type="text"
        autoComplete="off"
        {...inputProps}
        className={cx('mall-combobox__input', inputProps?.className)}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      />
      <div id={`${id}-listbox`} role="listbox" aria-label={label} className="mall-combobox__popup" hidden={!expanded}>
        {sections.map((section, s) =>
          section.options.length === 0 ? null : (
            <div key={section.label} role="group" aria-labelledby={`${id}-group-${s}`}>
              <div id={`${id}-group-${s}`} role="presentation" className="mall-combobox__group">
                {section.label}
              </div>
              {section.options.map((option) => {
                const at = index++;
                return (
                  <div
                    key={optionKey(option)}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className="mall-combobox__option"
                    // Keeps the focus in the field, so the click is a choice and not a blur that closes the popup first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(at)}
                    onClick={() => choose(option)}
                  >
                    {renderOption(option)}
                  </div>
                );
              })}
            </div>
          ),
        )}
      </div>
      <div role="status" aria-live="polite" className="mall-visually-hidden">
        {status}
      </div>
    </div>
  );
}
