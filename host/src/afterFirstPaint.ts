/**
 * Runs `start` once the page's first contentful paint is on screen (issue 29): the app's ~120 KB of
 * scripts are asked for after the server's copy is painted, not beside the first row's pictures and
 * styles that paint needs (on a phone's link they shared its bandwidth, and Lighthouse counts every
 * script asked for before the paint into the page's LCP). The paint entry is the frame presented, a
 * few ms after the frame's own callbacks: a timer after `requestAnimationFrame` came too early.
 */
export function afterFirstPaint(start: () => void, latestMs = 100): void {
  // A hidden page paints no frame until it is shown: it starts at once.
  if (document.visibilityState !== 'visible') return void setTimeout(start);
  let started = false;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once);
  });
  function once() {
    if (started) return;
    started = true;
    observer.disconnect();
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
  // A first frame with nothing contentful in it must not wait for ever.
  requestAnimationFrame(() => setTimeout(once, latestMs));
}
