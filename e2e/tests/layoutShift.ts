/** Layout shifts as a journey measures them (issue 30 item 10, CLS 0): summed in the page by a PerformanceObserver. */
import type { Page } from '@playwright/test';

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
type ShiftWindow = Window & { layoutShift?: { total: number; observer: PerformanceObserver } };

/** Starts summing every layout shift from now, with or without recent input: across a swap nothing may move. */
export async function sumShiftsFromNow(page: Page) {
  await page.evaluate(() => {
    const state = { total: 0, observer: new PerformanceObserver((list) => add(list.getEntries())) };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) state.total += entry.value;
    };
    state.observer.observe({ type: 'layout-shift' });
    (window as ShiftWindow).layoutShift = state;
  });
}

/** The shifts summed since sumShiftsFromNow, once two frames have been drawn. */
export async function shiftsSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const state = (window as ShiftWindow).layoutShift!;
            for (const entry of state.observer.takeRecords() as Shift[]) state.total += entry.value;
            resolve(state.total);
          }),
        ),
      ),
  );
}

/** Starts summing the page's layout shifts without recent input, from its first paint (buffered): what CLS counts. */
export async function sumShiftsSinceLoad(page: Page) {
  await page.evaluate(() => {
    const state = { total: 0, observer: new PerformanceObserver((list) => add(list.getEntries())) };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) state.total += entry.value;
    };
    state.observer.observe({ type: 'layout-shift', buffered: true });
    (window as ShiftWindow).layoutShift = state;
  });
}

