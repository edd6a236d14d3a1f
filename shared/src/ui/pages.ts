export type PageSlot = number | 'gap';

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the
 * current one, and a gap only where two or more pages are left out (a gap hiding one page would
 * take the same room as that page). Once pages are left out the list has a constant length, so
 * the buttons do not jump around while paging.
 */
export function pageSlots(page: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= siblings * 2 + 5) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(Math.min(page - siblings, pageCount - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(page + siblings, siblings * 2 + 3), pageCount - 2);
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, start > 3 ? 'gap' : 2, ...middle, end < pageCount - 2 ? 'gap' : pageCount - 1, pageCount];
}
