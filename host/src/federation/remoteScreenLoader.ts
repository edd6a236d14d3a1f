import { preloadable } from '@mall/shared';

/**
 * Where a remote's screen mounts: loaded with the first page that has one (preloaded before that page
 * hydrates, and at a visitor's first input), so pages of the host's own (`/`) do not carry it (issue 29).
 */
export const RemoteScreen = preloadable(() => import(/* webpackChunkName: "remote-screen" */ './RemoteScreen').then((module) => module.RemoteScreen));
