import { createContext } from 'react';

/**
 * What a media query answers while there is no window or while a server-drawn page is hydrated: the
 * viewport the server guessed from the request (issue 16). False for every query by default. Part of
 * the runtime singleton (issue 32): a remote's region hydrating on a phone reads the host's guess, not
 * a copy of its own answering "desktop" (the listing's phone layout was drawn again in the browser).
 */
export const ServerMediaContext = createContext<(query: string) => boolean>(() => false);
