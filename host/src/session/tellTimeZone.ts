import { rememberTimeZone } from '@mall/shared';

// Loaded once the visitor has a session (bootstrap.tsx): their zone is kept for the server when the
// browser is idle (reading it builds an Intl formatter).
if (window.requestIdleCallback) window.requestIdleCallback(() => rememberTimeZone(), { timeout: 5_000 });
else window.setTimeout(() => rememberTimeZone(), 500);
