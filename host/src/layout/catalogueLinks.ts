/** Where the catalogue's pages are (issue 32: checkout's listing and search pages); the top bar and the sitemap link to them. */

/** A category's listing: its path's slugs are already URL-safe (the contract's CategoryPath). */
export const categoryHref = (path: string) => `/c/${path}`;

export const searchHref = (text: string) => `/search?${new URLSearchParams({ q: text })}`;
