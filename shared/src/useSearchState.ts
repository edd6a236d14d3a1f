import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A screen's URL query as its state: reload and back/forward restore it. A change pushes a history
 * entry; any change starts again at page 1 unless the patch names a page.
 */
export function useSearchState<S extends { pageNo: number }>(read: (params: URLSearchParams) => S, write: (search: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => read(params), [params, read]);
  // A tab fires on mouse-down and again on focus before the first navigation lands: one history entry, not two.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = useCallback(
    (patch: Partial<S>) => {
      const next = write({ ...search, pageNo: 1, ...patch }).toString();
      if (next === params.toString() || next === pending.current) return;
      pending.current = next;
      setParams(next);
    },
    [params, search, setParams, write],
  );
  return [search, update] as const;
}
