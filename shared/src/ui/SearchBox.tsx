import { useState, type FormEvent } from 'react';

export interface SearchBoxProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength?: number;
}

/** A search field that runs on Enter or on its icon button, and follows the URL when back changes it. */
export function SearchBox({ keyword, onSearch, label, placeholder, submitLabel, maxLength = 100 }: SearchBoxProps) {
  const [value, setValue] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setValue(keyword);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="mall-search" onSubmit={submit}>
      <input
        type="search"
        className="mall-search__input"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="mall-search__submit" aria-label={submitLabel}>
        <SearchIcon />
      </button>
    </form>
  );
}

/** The magnifier of search fields' submit buttons (decorative: the button carries the name). */
export function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}
