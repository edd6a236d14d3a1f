/** An answer with the time it came (the app takes it as the data's age). */
export interface Answer<T> { data: T; at: number }

/**
 * Public answers of mall-api kept for the servers' first screens (issue 16): each answer is fresh
 * `ttlMs` (the app's own queries stay fresh 30 s too), then serves up to `staleMs` more while one
 * call in the background asks again, so a slow moment of mall-api does not drop the first screen,
 * and mall-api sees at most one call per key at a time. Never for one visitor's data.
 *
 * An answer past half its freshness is asked again in the background while it still serves: a page
 * seeded with data at the end of its 30 s has the browser ask again as it hydrates (its queries count
 * the age from the answer), re-rendering the page in the busiest seconds of a cold visit (issue 29).
 * A page asked for at least every `ttlMs / 2` is always drawn from an answer the browser keeps.
 */
export function createAnswerCache({ ttlMs = 30_000, staleMs = 5 * 60_000, maxEntries = 500 } = {}) {
  const answers = new Map<string, { at: number; value: Promise<Answer<unknown>>; refreshing?: boolean }>();

  function load<T>(key: string, call: () => Promise<T>): Promise<Answer<T>> {
    const value = call().then((data) => ({ data, at: Date.now() }));
    value.then(
      // Kept once it is an answer: until then an older answer (if any) stays in use.
      () => answers.set(key, { at: Date.now(), value }),
      () => {
        const entry = answers.get(key);
        if (entry?.value === value) answers.delete(key);
        else if (entry) entry.refreshing = false;
      },
    );
    // Bounded: product pages are many; the oldest answer goes first.
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    return value;
  }

  /** Used as it is for half of `ttlMs`; then, up to `staleMs`, still used while one call asks again (refresh-ahead, stale-while-revalidate). */
  return function cached<T>(key: string, call: () => Promise<T>): Promise<Answer<T>> {
    const hit = answers.get(key);
    const age = hit ? Date.now() - hit.at : Infinity;
    if (hit && age < ttlMs / 2) return hit.value as Promise<Answer<T>>;
    if (hit && age < staleMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        void load(key, call).catch(() => undefined);
      }
      return hit.value as Promise<Answer<T>>;
    }
    const value = load(key, call);
    answers.set(key, { at: Date.now(), value });
    return value;
  };
}
