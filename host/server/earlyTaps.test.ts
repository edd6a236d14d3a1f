import { replayEarlyTaps } from '../src/notReady';
import { EARLY_TAPS_SCRIPT } from './earlyTaps';

// The page's inline first script, run as the browser runs it (the text the host's server writes).
const runEarlyScript = () => new Function(EARLY_TAPS_SCRIPT)();

describe('a tap before any of the app has arrived (issue 29: the server markup shows before the first script)', () => {
  it('is kept by the early script and acted on once the app has hydrated the button; a submit meanwhile is held', async () => {
    const heard: string[] = [];
    // The app's own handler, as React's on #root: it hears a tap only when it is let through.
    document.addEventListener('click', (event) => heard.push((event.target as Element).closest('button')?.id ?? 'other'));
    runEarlyScript();
    document.body.innerHTML = '<div class="shell" data-hydrating=""><form id="pay"><button id="checkout" type="button">CHECKOUT NOW</button></form></div>';
    document.getElementById('checkout')!.click();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('pay')!.dispatchEvent(submit);
    expect(heard).toEqual([]);
    expect(submit.defaultPrevented).toBe(true);

    // The app's first script takes over from the early one, then hydrates.
    replayEarlyTaps(document, () => Date.now());
    document.querySelector('.shell')!.removeAttribute('data-hydrating');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['checkout']);

    // The early script no longer listens: a tap on the hydrated button is the app's alone, once.
    document.getElementById('checkout')!.click();
    expect(heard).toEqual(['checkout', 'checkout']);
  });
});
