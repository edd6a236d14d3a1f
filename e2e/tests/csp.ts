import type { BrowserContext } from './fixtures';

/** A Content-Security-Policy violation a page of the context reported. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Everything the context's pages report, across navigations, caught twice: the pages'
 * `securitypolicyviolation` events (an init script, on every page of the context, the MOCKPAY page
 * included) and Chromium's console report of a blocked resource. Call before the first page loads.
 */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeFunction('reportCspViolation', (violation: CspViolation) => violations.push(violation));
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        void (window as unknown as { reportCspViolation(v: CspViolation): Promise<void> }).reportCspViolation({
          page: location.pathname,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
        });
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push({ page: message.page()?.url() ?? '', directive: 'console', blocked: message.text() });
  });
  return violations;
}
