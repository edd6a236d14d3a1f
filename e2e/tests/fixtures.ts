import { expect, test as base, type BrowserContext } from '@playwright/test';
import { E2E_PORTS } from '../ports';

/**
 * Every journey imports `test` and `expect` from here (issue 10, "No console errors"): a journey
 * fails when any page of its browser context (popups and hosted pay pages too) logs a console
 * error, throws an uncaught error, or gets a 5xx from one of our own servers, unless the journey
 * declares the exact message it provokes with `test.use({ allowedConsoleErrors: [/…/] })`.
 * A declared message that never shows up fails the journey too, so allowances cannot go stale.
 */
export interface ConsoleGateOptions {
  /** Messages this journey provokes on purpose (e.g. a remote taken offline), each matched at least once. */
  allowedConsoleErrors: RegExp[];
  /**
   * Messages a page may log or not depending on who drew it: a refusal the browser's own call meets,
   * but not when the server drew the page and met it first (the route walks' /checkout of an empty
   * cart). Allowed, never required; prefer `allowedConsoleErrors` wherever the journey decides.
   */
  consoleErrorsThatMayAppear: RegExp[];
}

/** Our own origins: the host, the five remotes and mall-api, by either loopback name. */
const OWN_ORIGINS = new Set(
  Object.values(E2E_PORTS).flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
);

type Problem = { kind: 'console error' | 'uncaught error' | 'server error'; text: string; where: string };

/** Listens on the whole context, so pages opened later (popups, redirects to the pay page) are covered. */
function watch(context: BrowserContext): Problem[] {
  const problems: Problem[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    problems.push({ kind: 'console error', text: message.text(), where: url ? `${url}:${lineNumber}` : (message.page()?.url() ?? '') });
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push({ kind: 'uncaught error', text: `${error.name}: ${error.message}`, where: webError.page()?.url() ?? '' });
  });
  context.on('response', (response) => {
    if (response.status() < 500 || !OWN_ORIGINS.has(new URL(response.url()).origin)) return;
    problems.push({ kind: 'server error', text: `${response.status()} ${response.request().method()} ${response.url()}`, where: response.frame().url() });
  });
  return problems;
}

export const test = base.extend<ConsoleGateOptions & { consoleGate: void }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrorsThatMayAppear: [[], { option: true }],
  consoleGate: [
    async ({ context, allowedConsoleErrors, consoleErrorsThatMayAppear }, use, testInfo) => {
      // Playwright reads [a, b] with an object as b (a RegExp is one) as a fixture tuple, dropping b: say so.
      if (!Array.isArray(allowedConsoleErrors)) throw new Error('allowedConsoleErrors: declare one pattern (join alternatives with |), or three or more');
      const problems = watch(context);
      await use();
      const unexpected = problems.filter((p) => ![...allowedConsoleErrors, ...consoleErrorsThatMayAppear].some((allowed) => allowed.test(p.text)));
      const unseen = allowedConsoleErrors.filter((allowed) => !problems.some((p) => allowed.test(p.text)));
      // A journey that already failed reports its own error first; the gate's findings go beside it.
      if (testInfo.status !== 'passed') {
        if (unexpected.length) await testInfo.attach('console-gate', { body: JSON.stringify(unexpected, null, 2), contentType: 'application/json' });
        return;
      }
      const lines = [
        ...unexpected.map((p) => `${p.kind}: ${p.text}${p.where ? ` (at ${p.where})` : ''}`),
        ...unseen.map((allowed) => `declared but never seen (remove it from allowedConsoleErrors): ${allowed}`),
      ];
      if (lines.length) throw new Error(`The page must not log errors (issue 10):\n  ${lines.join('\n  ')}`);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page, Response, Route } from '@playwright/test';
export { devices, request } from '@playwright/test';
