import { afterFirstPaint } from './afterFirstPaint';
import { holdEarlySubmits, replayEarlyTaps, replayEarlyTyping } from './notReady';

// First, before any of the app: a form of the server's markup must not be sent before it is hydrated,
// and a tap on its buttons, or text typed into its fields, is the app's once they are hydrated (issue 29).
holdEarlySubmits();
replayEarlyTaps();
replayEarlyTyping();
// Async boundary: the shared singletons are negotiated before any of them is used.
// Named, so the bench's script inventory says which chunk it is.
// In a task of its own (issue 16): main.js's evaluation already sets up the federation runtime; the
// shared modules' negotiation and the chunk requests after it made one long task of both.
// And after the server's copy is painted (afterFirstPaint says why); a page the browser draws has none.
const start = () => void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else setTimeout(start, 0);
