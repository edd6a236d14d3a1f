import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Combobox, paths, SearchIcon } from '@mall/shared';
import type { CallResponse, catalogueCalls } from '@mall/shared/contract';

/** Suggestions are asked for once the buyer pauses this long, and from this many characters. */
export const SUGGEST_DELAY_MS = 200;
export const SUGGEST_MIN_CHARS = 2;

type Answer = CallResponse<typeof catalogueCalls.suggest>;
export type Suggestion = { kind: 'product'; product: Answer['products'][number] } | { kind: 'category'; category: Answer['categories'][number] };

const keyOf = (s: Suggestion) => (s.kind === 'product' ? `p${s.product.itemId}` : `c${s.category.id}`);
const hrefOf = (s: Suggestion) => (s.kind === 'product' ? paths.product(s.product.urlKey) : paths.category(s.category.path));

const loadSuggestions = () => import('./suggestions');
const SuggestionView = lazy(loadSuggestions);

/** A suggestion's name while its view's code arrives (it is asked for with the first suggestions). */
const nameOf = (s: Suggestion) => (s.kind === 'product' ? s.product.name : s.category.name);

/** What was typed, once the buyer pauses. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * The top bar's search: a GET form to /search (so it works before hydration), suggestions as the
 * buyer types. Each text's answer is its own query (an answer for an older text never shows for a
 * newer one) and a request no longer wanted is aborted (the query's signal).
 */
export function TopBarSearch() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [text, setText] = useState(() => (pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : ''));
  const term = usePaused(text.trim());
  const wanted = term.length >= SUGGEST_MIN_CHARS;
  const answer = useQuery({
    queryKey: ['catalogue', 'suggest', i18n.language, term],
    queryFn: async ({ signal }) => (await loadSuggestions()).askSuggestions(term, signal),
    enabled: wanted,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const shown = text.trim().length >= SUGGEST_MIN_CHARS && answer.data ? answer.data : undefined;
  const sections = [
    { label: t('search.products'), options: (shown?.products ?? []).map((product): Suggestion => ({ kind: 'product', product })) },
    { label: t('search.categories'), options: (shown?.categories ?? []).map((category): Suggestion => ({ kind: 'category', category })) },
  ];
  const count = sections[0]!.options.length + sections[1]!.options.length;
  const status = !shown || answer.isPlaceholderData ? '' : count > 0 ? t('search.count', { count }) : t('search.none', { text: term });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) navigate(paths.search(q));
  };
  return (
    // The suggestions' code is fetched as the buyer reaches for the field, before the first key.
    <form role="search" action="/search" method="get" className="mall-search shell-search" onSubmit={submit} onFocus={() => void loadSuggestions()} onPointerEnter={() => void loadSuggestions()}>
      <Combobox<Suggestion>
        label={t('search.label')}
        value={text}
        onValueChange={setText}
        sections={sections}
        optionKey={keyOf}
        renderOption={(suggestion) => (
          <Suspense fallback={nameOf(suggestion)}>
            <SuggestionView suggestion={suggestion} />
          </Suspense>
        )}
        onSelect={(suggestion) => navigate(hrefOf(suggestion))}
        status={status}
        inputProps={{ name: 'q', type: 'search', maxLength: 100, placeholder: t('search.placeholder'), enterKeyHint: 'search' }}
      />
      <button type="submit" className="mall-search__submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
    </form>
  );
}
