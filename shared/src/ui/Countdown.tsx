import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, useCountdown, type CountdownParts } from './useCountdown';
import { cx } from './cx';

type CountdownTarget =
  /** The deadline as epoch ms, e.g. the order's payDeadlineMillis. */
  | { until: number; seconds?: never }
  /** Seconds from mount, e.g. 60 before a code can be resent; give the component a new `key` to restart. */
  | { seconds: number; until?: never };

export type CountdownProps = CountdownTarget & {
  /** Tick in ms; 1 s by default. */
  interval?: number;
  onDone?: () => void;
  /** Custom rendering, e.g. `({ totalSeconds }) => t('resendIn', { seconds: totalSeconds })`. */
  children?: (parts: CountdownParts) => ReactNode;
  className?: string;
  'aria-label'?: string;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The one countdown of the storefront: `HH:MM:SS`, with days in front when a day or more is left. */
export function Countdown({ until, seconds, interval = 1000, onDone, children, className, 'aria-label': ariaLabel }: CountdownProps) {
  const { t } = useTranslation('common');
  // Fixed when `seconds` is given, not re-derived each render, or the countdown would never move.
  const deadline = useMemo(() => until ?? Date.now() + (seconds ?? 0) * 1000, [until, seconds]);
  const parts = countdownParts(useCountdown(deadline, { interval, onDone }));
  const time = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return (
    // role=timer is not announced on every tick (implicit aria-live off), but can be read on demand.
    // suppressHydrationWarning: the server drew it a moment earlier (issue 29); the next tick writes the browser's time.
    <span role="timer" aria-label={ariaLabel} className={cx('mall-countdown', className)} suppressHydrationWarning>
      {children ? children(parts) : parts.days > 0 ? t('countdown.days', { days: parts.days, time }) : time}
    </span>
  );
}
