import { CONTROL, EARLY_TAPS_GLOBAL, NOT_HYDRATED } from '../src/notReady';

/**
 * The page's first script, inline in its head (allowed by its CSP hash, like the config): the server's
 * markup is on screen before the app's first script has even arrived (a slow phone: the best part of
 * a second), and a tap on a button then was heard by no one (issue 29). It keeps taps and holds
 * submits the way `replayEarlyTaps` and `holdEarlySubmits` (host/src/notReady.ts) do, until they take
 * over. Plain ES5, no imports; here, not in notReady.ts, so the browser's bundle does not carry its text.
 */
export const EARLY_TAPS_SCRIPT = `(function(d){var q={taps:[],stop:function(){d.removeEventListener('click',c,true);d.removeEventListener('submit',s,true)}};window.${EARLY_TAPS_GLOBAL}=q;\
function c(e){var t=e.target,b=t&&t.closest&&t.closest(${JSON.stringify(CONTROL)});if(b&&b.closest(${JSON.stringify(NOT_HYDRATED)})){e.preventDefault();e.stopPropagation();q.taps.push({control:b,at:Date.now()})}}\
function s(e){var f=e.target;if(f&&f.closest&&(f.getAttribute('method')||'').toLowerCase()!=='get'&&f.closest(${JSON.stringify(NOT_HYDRATED)}))e.preventDefault()}\
d.addEventListener('click',c,true);d.addEventListener('submit',s,true)})(document)`;
