import { useCallback } from 'react';

/**
 * A region that scrolls must be reachable from the keyboard to be scrolled (WCAG 2.1.1; axe
 * scrollable-region-focusable): while its content overflows it takes a tab stop, and gives it up
 * when everything fits, so short dialogs keep their usual tab order.
 */
export function useScrollFocus<T extends HTMLElement>(): (node: T | null) => void | (() => void) {
  return useCallback((node: T | null) => {
    if (!node) return;
    const update = () => {
      if (node.scrollHeight > node.clientHeight) node.tabIndex = 0;
      else node.removeAttribute('tabindex');
    };
    update();
    // Content arrives after opening (a timeline, a list): watch both the box and what is in it.
    const mutations = new MutationObserver(update);
    mutations.observe(node, { childList: true, subtree: true, characterData: true });
    const resizes = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resizes?.observe(node);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, []);
}
