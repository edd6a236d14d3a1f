const preloadOverlays = jest.fn();
const mockPreloadRemoteScreen = jest.fn(() => Promise.resolve());
jest.mock('@mall/shared', () => ({ preloadOverlays: () => preloadOverlays(), preloadable: () => ({ preload: () => mockPreloadRemoteScreen() }) }));

/** A fresh module each test: the preload is armed once per page. */
function arm(): number {
  let after = 0;
  jest.isolateModules(() => {
    const { scheduleOverlayPreload, PRELOAD_AFTER_LOAD_MS } = require('./useIdlePreload') as typeof import('./useIdlePreload');
    scheduleOverlayPreload();
    scheduleOverlayPreload();
    after = PRELOAD_AFTER_LOAD_MS;
  });
  return after;
}

beforeEach(() => {
  jest.useFakeTimers();
  preloadOverlays.mockClear();
  mockPreloadRemoteScreen.mockClear();
  // jsdom has no requestIdleCallback: the hook falls back to a short timer.
});
afterEach(() => jest.useRealTimers());

test('nothing is preloaded during the first seconds of a visit without input', () => {
  const after = arm();
  jest.advanceTimersByTime(5_000);
  expect(preloadOverlays).not.toHaveBeenCalled();
  jest.advanceTimersByTime(after);
  expect(preloadOverlays).toHaveBeenCalledTimes(1);
});

test('the first input starts the preload at once, and only once', () => {
  arm();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(1_000);
  expect(preloadOverlays).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(60_000);
  expect(preloadOverlays).toHaveBeenCalledTimes(1);
});

test("a tap loads where a remote's page mounts at once, not when idle (it may be on a link to one)", () => {
  arm();
  jest.advanceTimersByTime(5_000);
  expect(mockPreloadRemoteScreen).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  expect(mockPreloadRemoteScreen).toHaveBeenCalledTimes(1);
  expect(preloadOverlays).not.toHaveBeenCalled();
});
