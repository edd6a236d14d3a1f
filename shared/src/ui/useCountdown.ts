import { useEffect, useRef, useState } from 'react';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left, rounded up: a countdown shows 00:00:01 until the last second is over. */
  totalSeconds: number;
  done: boolean;
}

export function countdownParts(remainingMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
    done: totalSeconds === 0,
  };
}

export interface UseCountdownOptions {
  /** Tick in ms. */
  interval?: number;
  /** Called once when the deadline is reached (also when it had already passed on mount). */
  onDone?: () => void;
}

/**
 * Milliseconds left until `deadline` (epoch ms), re-rendering every `interval`. Each tick reads the
 * clock instead of counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(deadline: number, { interval = 1000, onDone }: UseCountdownOptions = {}): number {
  const [now, setNow] = useState(() => Date.now());
  const onDoneRef = useRef(onDone);
  const doneFor = useRef<number | null>(null);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const tick = (): boolean => {
      const current = Date.now();
      setNow(current);
      if (current < deadline) return false;
      clearInterval(timer);
      // Once per deadline, even when StrictMode mounts the effect twice.
      if (doneFor.current !== deadline) {
        doneFor.current = deadline;
        onDoneRef.current?.();
      }
      return true;
    };
    if (tick()) return undefined;
    timer = setInterval(tick, interval);
    return () => clearInterval(timer);
  }, [deadline, interval]);

  return Math.max(0, deadline - now);
}
