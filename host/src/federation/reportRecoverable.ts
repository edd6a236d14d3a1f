import type { ErrorInfo } from 'react';

/** A part of the page React drew again in the browser (a mismatch or a region's code failing): said, so journeys catch it. */
export const reportRecoverable = (error: unknown, info: Pick<ErrorInfo, 'componentStack'>) =>
  console.error('[host] hydration: a part of the page was drawn again in the browser', error, info.componentStack);
