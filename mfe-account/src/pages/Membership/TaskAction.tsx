import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, Button, ErrorNotice, useMarket, VisuallyHidden } from '@mall/shared';
import { pointsCalls, type GrowthEventType } from '@mall/shared/contract';
import { NAMESPACE } from '../../namespace';
import { membershipKey } from './useMembership';

/** The growth events the points page itself records, each with its call (spec: points and growth calls). */
export type PageTask = Extract<GrowthEventType, 'FOLLOW_SOCIAL_MEDIA' | 'SUBSCRIBE_EMAIL' | 'SHARE_PRODUCT'>;
export const PAGE_TASKS: readonly PageTask[] = ['FOLLOW_SOCIAL_MEDIA', 'SUBSCRIBE_EMAIL', 'SHARE_PRODUCT'];
export const isPageTask = (event: GrowthEventType): event is PageTask => (PAGE_TASKS as readonly string[]).includes(event);

const record = (event: PageTask) => {
  switch (event) {
    case 'FOLLOW_SOCIAL_MEDIA':
      return api.call(pointsCalls.sendFollowMediaGrowth, { site: useMarket.getState().site });
    case 'SUBSCRIBE_EMAIL':
      return api.call(pointsCalls.sendSubscribeEmailGrowth, { site: useMarket.getState().site });
    case 'SHARE_PRODUCT':
      // The shopping experience (no item): product pages share their own item.
      return api.call(pointsCalls.sendShareGrowth, { site: useMarket.getState().site });
  }
};

/** The link the share task hands over: the shop's home page. */
const shopLink = () => new URL('/', window.location.href).href;

/**
 * Hands the shop's link to the buyer's share sheet, or else copies it. Answers whether it was
 * handed over: a share the buyer cancels records nothing.
 */
async function shareShop(): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = shopLink();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // No share target: fall back to copying.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * The action of a task the page records (follow our media: opens the page and records; subscribe:
 * records; share: share sheet or copied link, then records). The server grants each once where the
 * programme says so; afterwards every points number of the page is read again, so the task shows done.
 * A completed task offers no action, but what the last one said stays in view.
 */
export function TaskAction({ event, completed }: { event: PageTask; completed: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const [note, setNote] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: () => record(event),
    onSuccess: (answer) => setNote(answer.granted ? t('points.actions.granted', { points: answer.points, growth: answer.growth }) : t('points.actions.already')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKey }),
  });
  const label = t(`points.actions.${event}`);

  const share = async () => {
    setNote(null);
    const outcome = await shareShop();
    if (outcome === 'cancelled') return;
    if (outcome === 'failed') {
      setNote(t('points.actions.copyFailed', { url: shopLink() }));
      return;
    }
    if (outcome === 'copied') setNote(t('points.actions.copied'));
    grant.mutate();
  };

  return (
    <span className="account-task__action">
      {completed ? null : event === 'FOLLOW_SOCIAL_MEDIA' ? (
        // A real link, so the page opens even where pop-ups are blocked; the click records the follow.
        <a href={pointsCalls.FOLLOW_MEDIA_URL} target="_blank" rel="noopener noreferrer" onClick={() => grant.mutate()}>
          {label}
          <VisuallyHidden> {t('points.actions.newTab')}</VisuallyHidden>
        </a>
      ) : (
        <Button type="button" variant="secondary" size="sm" loading={grant.isPending} onClick={() => (event === 'SHARE_PRODUCT' ? void share() : grant.mutate())}>
          {label}
        </Button>
      )}
      {grant.isError ? <ErrorNotice error={grant.error} /> : note ? <span role="status">{note}</span> : null}
    </span>
  );
}
