import { useCallback, useState } from 'react';
import { useCountdown } from '@mall/shared';

/**
 * A countdown of `durationMs` from mount that can be paused and resumed (WCAG 2.2.1): while paused it
 * stands still and never finishes; resumed, it counts on from what was left. `onDone` once at zero.
 */
export function usePausableCountdown(durationMs: number, onDone: () => void) {
  // Fixed on entry and on each resume: a re-render must not restart the countdown.
  const [run, setRun] = useState(() => ({ deadline: Date.now() + durationMs, startedWithMs: durationMs, pausedLeftMs: null as number | null }));
  const paused = run.pausedLeftMs !== null;
  const running = useCountdown(paused ? Number.POSITIVE_INFINITY : run.deadline, { onDone });
  const toggle = useCallback(
    () =>
      setRun((current) => {
        if (current.pausedLeftMs === null) return { ...current, pausedLeftMs: Math.max(0, current.deadline - Date.now()) };
        return { deadline: Date.now() + current.pausedLeftMs, startedWithMs: current.pausedLeftMs, pausedLeftMs: null };
      }),
    [],
  );
  return { leftMs: run.pausedLeftMs ?? running, paused, startedWithMs: run.startedWithMs, toggle };
}
