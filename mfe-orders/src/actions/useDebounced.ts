import { useCallback, useEffect, useRef } from 'react';

/** Spec: action buttons are debounced by 60 ms, so a double click runs the operation once. */
export const ACTION_DEBOUNCE_MS = 60;

/**
 * Returns a function that runs `run(arg)` once clicks have paused for `wait` ms: a burst of clicks
 * (a double click, a bouncing touch) becomes one operation, with the last click's argument.
 */
export function useDebounced<A>(run: (arg: A) => void, wait = ACTION_DEBOUNCE_MS): (arg: A) => void {
  const latest = useRef(run);
  latest.current = run;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (arg: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(arg), wait);
    },
    [wait],
  );
}
