import { useState, type FormEvent } from 'react';

export interface SearchBoxProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength?: number;
  /**
   * The URL parameter the keyword goes in, for a list whose state is its URL: the form is then a
   * plain GET form too, so a search sent before the app has hydrated the page is a navigation the
   * server draws (issue 29); `keep` is the rest of the URL's state it carries.
   */
  name?: string;
  keep?: URLSearchParams;
}

/** A search field that runs on Enter or on its icon button, and follows the URL when back changes it. */
export function SearchBox({ keyword, onSearch, label, placeholder, submitLabel, maxLength = 100, name, keep }: SearchBoxProps) {
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
    <form role="search" className="mall-search" onSubmit={submit} method={name ? 'get' : undefined}>
      {name && [...(keep ?? [])].filter(([key]) => key !== name).map(([key, kept]) => <input key={key} type="hidden" name={key} value={kept} />)}
      <input
        type="search"
        name={name}
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
