/**
 * The first Intl.NumberFormat or DateTimeFormat a renderer makes loads ICU's formatting data: 40-55 ms
 * on this machine's unthrottled Chromium, one atomic block inside the first screen's render (issue 16).
 * That data is shared by every thread of the process, so a worker that formats once while the page
 * still waits for its chunks leaves the main thread's first price format at under 1 ms.
 * A browser without workers, or a policy that refuses this one, just formats on the main thread.
 */
export function warmIntlOffMainThread(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./warmup.worker.ts', import.meta.url), { name: 'intl-warmup' });
    worker.postMessage(locale);
  } catch {
    // Worker creation refused (CSP, private mode quirks): nothing is lost but the head start.
  }
}
