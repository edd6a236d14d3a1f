/**
 * The prefix of the ids `useId` gives inside a remote's region (issue 29). The region is drawn in its
 * own React root on the server and hydrated in its own root in the browser, so its ids restart at the
 * root on both sides: the prefix keeps them apart from the host frame's ids on the same page.
 */
export const regionIdentifierPrefix = (bundle: string): string => `${bundle}-`;
