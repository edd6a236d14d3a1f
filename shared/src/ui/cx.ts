/** Joins class names, skipping the falsy ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Whether a slot got something to render (`cond && <X/>` leaves false; no empty wrapper for it). */
export function hasContent(node: unknown): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}
