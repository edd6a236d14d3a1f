import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';
import { useToastStore, type ToastItem } from '@mall/shared/runtime';

/** The one live region for toasts; the host renders it once, toasts come from `toast.*()` anywhere. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useToastStore((state) => state.toasts);
  return (
    // The region is always in the DOM: screen readers only announce changes to a live region they already know.
    <section className="mall-toaster" aria-label={t('toast.region')}>
      <ol className="mall-toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation('common');
  const dismiss = useToastStore((state) => state.dismiss);
  // Paused while pointed at or focused, so nobody loses a message mid-read (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || !Number.isFinite(item.duration)) return;
    const timer = setTimeout(() => dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [paused, item.id, item.duration, item.serial, dismiss]);

  return (
    <li
      className={`mall-toast mall-toast--${item.kind}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className="mall-toast__icon" aria-hidden="true" />
      <span className="mall-toast__message">
        <VisuallyHidden>{t(`toast.${item.kind}`)}: </VisuallyHidden>
        <span className="mall-toast__text">{item.message}</span>
      </span>
      <button type="button" className="mall-toast__dismiss" aria-label={t('toast.dismiss')} onClick={() => dismiss(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
