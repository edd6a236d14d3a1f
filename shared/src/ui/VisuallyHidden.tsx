import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

/** Text for screen readers only: clipped, not `display: none`, so it is still read out. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span {...props} className={cx('mall-visually-hidden', className)} />;
}
