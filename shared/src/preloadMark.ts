/**
 * The performance mark the host sets when it starts preloading what a click opens next (at the
 * visitor's first input, or after the quiet time past load): scripts asked for after it are
 * preloads, before it the page's initial JS (the budgets journey and the bench count by it).
 */
export const PRELOAD_START_MARK = 'mall:preload-start';
