import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Image } from '@mall/shared';
import { NAMESPACE } from '../../../namespace';
import './Gallery.css';

/** The main picture's box: fixed, so neither the picture nor the answer arriving moves the page. */
export const MAIN_IMAGE_SIZE = 560;
/** The zoom view's picture: the largest rendered width. */
const ZOOM_IMAGE_SIZE = 1024;
/** A horizontal drag longer than this (CSS px) turns the picture; shorter ones are taps. */
const SWIPE_PX = 40;

export interface GalleryProps {
  /** the product's name: every picture's alternative text */
  name: string;
  pictures: string[];
  /** the picture on show (a sku choice may pick it) */
  shown: string;
  onShow: (picture: string) => void;
}

/** Turns to the next or previous picture on a horizontal swipe; `swiped` tells the click that follows it apart from a tap. */
function useSwipe(turn: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    swiped,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        start.current = { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp: (event: PointerEvent) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
        swiped.current = true;
        turn(dx < 0 ? 1 : -1);
      },
      onPointerCancel: () => {
        start.current = null;
      },
    },
  };
}

/**
 * The product page's pictures (issue 30 item 5): the main picture, thumbnails that switch it (arrow
 * keys move along them), a swipe on phones, and a zoom view in a dialog with the largest rendering.
 */
export function Gallery({ name, pictures, shown, onShow }: GalleryProps) {
  const { t } = useTranslation(NAMESPACE);
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<HTMLUListElement>(null);
  const total = pictures.length;
  const index = Math.max(0, pictures.indexOf(shown));
  const position = { n: index + 1, total };
  const turn = (step: 1 | -1) => {
    if (total > 1) onShow(pictures[(index + step + total) % total]!);
  };
  const swipe = useSwipe(turn);
  const zoomSwipe = useSwipe(turn);

  const onThumbKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step || total < 2) return;
    event.preventDefault();
    const next = (index + step + total) % total;
    onShow(pictures[next]!);
    thumbs.current?.querySelectorAll('button')[next]?.focus();
  };

  return (
    <div className="checkout-gallery">
      <div
        className="checkout-gallery__stage"
        {...swipe.handlers}
        // A drag is a swipe, never the browser dragging the picture away.
        onDragStart={(event) => event.preventDefault()}
        // A tap on the picture opens the zoom view too; the zoom button is the keyboard's way there.
        onClick={() => {
          if (swipe.swiped.current) swipe.swiped.current = false;
          else setZoomed(true);
        }}
      >
        <Image
          className="checkout-product__image"
          src={shown}
          alt={name}
          width={MAIN_IMAGE_SIZE}
          height={MAIN_IMAGE_SIZE}
          sizes={`(max-width: ${MAIN_IMAGE_SIZE + 80}px) 100vw, ${MAIN_IMAGE_SIZE}px`}
          loading="eager"
          fetchPriority="high"
        />
        <button
          type="button"
          className="checkout-gallery__zoom"
          aria-haspopup="dialog"
          aria-label={t('gallery.open', position)}
          onClick={(event) => {
            event.stopPropagation();
            setZoomed(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6" />
          </svg>
        </button>
      </div>
      {total > 1 && (
        <ul ref={thumbs} className="checkout-product__thumbs" aria-label={t('product.gallery')} onKeyDown={onThumbKey}>
          {pictures.map((src, i) => (
            <li key={src}>
              <button type="button" className="checkout-product__thumb" aria-pressed={src === shown} onClick={() => onShow(src)}>
                <Image src={src} alt={t('product.picture', { n: i + 1, total })} width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={zoomed} onOpenChange={setZoomed} title={t('gallery.title', { name, ...position })} width={ZOOM_IMAGE_SIZE} className="checkout-gallery__dialog">
        <div className="checkout-gallery__zoomed" {...zoomSwipe.handlers} onDragStart={(event) => event.preventDefault()}>
          <Image src={shown} alt={name} width={ZOOM_IMAGE_SIZE} height={ZOOM_IMAGE_SIZE} sizes={`(max-width: ${ZOOM_IMAGE_SIZE + 32}px) 100vw, ${ZOOM_IMAGE_SIZE}px`} loading="eager" />
        </div>
        {total > 1 && (
          <div className="checkout-gallery__turns">
            <Button variant="secondary" onClick={() => turn(-1)}>
              {t('gallery.previous')}
            </Button>
            <span aria-live="polite">{t('product.picture', position)}</span>
            <Button variant="secondary" onClick={() => turn(1)}>
              {t('gallery.next')}
            </Button>
          </div>
        )}
      </Dialog>
    </div>
  );
}
