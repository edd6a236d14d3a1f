import { useLayoutEffect } from 'react';
import { releaseFirstScreen } from './firstScreen';

/**
 * The host's server-rendered copy of this screen (issue 16) gives way once the screen has what it
 * shows (its content, an error or an empty state): in a layout effect, so the swap is one frame.
 */
export function useReleaseFirstScreen(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) releaseFirstScreen();
  }, [ready]);
}
