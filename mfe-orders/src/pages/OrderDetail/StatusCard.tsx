import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Countdown, type CountdownParts } from '@mall/shared';
import { NAMESPACE } from '../../namespace';
import { STATUS_ICON, type StatusIcon } from './detailRules';
import type { DetailOrder } from './detailOrder';

/** Line-drawn pictures in the current text colour; decorative (the status text says it). */
const ICONS: Record<StatusIcon, ReactNode> = {
  processing: (
    <>
      <circle cx="16" cy="16" r="12" />
      <path d="M16 9v7l5 3" />
    </>
  ),
  shipping: (
    <>
      <path d="M3 9h16v12H3zM19 13h5l4 4v4h-9z" />
      <circle cx="9" cy="23" r="2.5" />
      <circle cx="23" cy="23" r="2.5" />
    </>
  ),
  finished: (
    <>
      <circle cx="16" cy="16" r="12" />
      <path d="m10 16 4 4 8-8" />
    </>
  ),
};

/** Spec: icon by displayStatus, the status text, and a payment countdown from payDeadlineMillis. */
export function StatusCard({ order, onDeadline, children }: { order: DetailOrder; onDeadline: () => void; children?: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const clock = useClock();
  const icon = STATUS_ICON[order.displayStatus];
  // The deadline matters only while payment is awaited; past it the server closes the order.
  const deadline = order.displayStatus === 'PENDING_PAY' && order.payDeadlineMillis !== null ? order.payDeadlineMillis : null;
  return (
    <section className="order-detail__card order-detail__status" aria-label={t('detail.status.label')}>
      <svg
        className={`order-detail__status-icon order-detail__status-icon--${icon}`}
        data-icon={icon}
        width="32"
        height="32"
        viewBox="0 0 32 32"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {ICONS[icon]}
      </svg>
      <div className="order-detail__status-body">
        <p className="order-detail__status-text">{t(`status.${order.displayStatus}`)}</p>
        {deadline !== null && (
          <p className="order-detail__countdown">
            <Countdown until={deadline} onDone={onDeadline} aria-label={t('detail.status.payWithin')}>
              {(parts) => t('detail.status.payWithinText', { time: clock(parts) })}
            </Countdown>
          </p>
        )}
      </div>
      {children}
    </section>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Countdown's own HH:MM:SS (days in front, in the common text), for use inside a sentence. */
export function useClock() {
  const { t } = useTranslation('common');
  return (parts: CountdownParts) => {
    const time = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
    return parts.days > 0 ? t('countdown.days', { days: parts.days, time }) : time;
  };
}
