import { useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { parseProductPicture, productPictureSrcSet } from '../contract/productPictures';
import { cx } from './cx';

/** A neutral grey tile with a picture outline: what a broken product image turns into. */
export const IMAGE_PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#efebe6"/>' +
      '<path d="M18 44l10-12 8 9 6-6 8 9z" fill="#c9c1b7"/><circle cx="40" cy="24" r="4" fill="#c9c1b7"/></svg>',
  );

export interface ImageProps extends Omit<ComponentPropsWithRef<'img'>, 'width' | 'height' | 'alt' | 'src'> {
  src: string | undefined | null;
  /** Required: describe the picture, or '' when it is decorative. */
  alt: string;
  /** Required, with height, so the page does not shift when the picture arrives. */
  width: number;
  height: number;
  /** Shown when `src` is missing or fails; the neutral placeholder by default. */
  fallbackSrc?: string;
  /**
   * How wide the picture is drawn (the `sizes` attribute) when `src` is a rendered product photograph,
   * which comes in several widths; `width` px by default.
   */
  sizes?: string;
}

export function Image({ src, alt, width, height, fallbackSrc = IMAGE_PLACEHOLDER, loading = 'lazy', decoding = 'async', className, onError, sizes, ...props }: ImageProps) {
  const { t } = useTranslation('common');
  // Remembers which src failed, so a new src gets a new chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;
  // A product photograph comes as AVIF and WebP at several widths: the browser picks (issue 30 item 5).
  const photo = showFallback ? null : parseProductPicture(src);
  const drawnSizes = sizes ?? `${width}px`;
  const img = (
    <img
      {...props}
      src={showFallback ? fallbackSrc : src}
      srcSet={photo ? productPictureSrcSet(photo, 'webp') : undefined}
      sizes={photo ? drawnSizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      title={showFallback && alt ? t('image.unavailable') : props.title}
      data-fallback={showFallback || undefined}
      className={cx('mall-image', showFallback && 'mall-image--fallback', className)}
      onError={(event) => {
        // Only the first failure swaps; a broken fallback must not loop.
        if (!showFallback) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
  if (!photo) return img;
  return (
    <picture className="mall-picture">
      <source type="image/avif" srcSet={productPictureSrcSet(photo, 'avif')} sizes={drawnSizes} />
      {img}
    </picture>
  );
}
