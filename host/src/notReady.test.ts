import { holdEarlySubmits, replayEarlyTaps, REPLAY_WITHIN_MS } from './notReady';

describe('a form of the server markup before it is hydrated (issue 29)', () => {
  it('is not sent away as a plain GET; once hydrated (no mark) it submits as the app handles it', () => {
    holdEarlySubmits();
    document.body.innerHTML = '<div class="shell" data-hydrating=""><form id="early"><button>Add to cart</button></form></div><form id="ready"><button>Add</button></form>';
    const submitted = (id: string) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return !event.defaultPrevented;
    };
    expect(submitted('early')).toBe(false);
    expect(submitted('ready')).toBe(true);
    document.querySelector('.shell')!.removeAttribute('data-hydrating');
    expect(submitted('early')).toBe(true);
  });
});

describe('a tap on a button of the server markup before it is hydrated (issue 29)', () => {
  let clock = 0;
  const taps: string[] = [];
  beforeAll(() => {
    replayEarlyTaps(document, () => clock);
    // The app's own handler, as React's on #root: it hears a tap only when it is let through.
    document.addEventListener('click', (event) => taps.push((event.target as Element).closest('button')?.id ?? 'other'));
  });
  beforeEach(() => {
    taps.length = 0;
    clock = 0;
    document.body.innerHTML = '<div class="shell" data-hydrating=""><button id="add">Add to cart</button><button id="buy">Buy now</button><a id="link" href="#x">Sofa</a></div>';
  });
  const hydrate = async () => {
    document.querySelector('.shell')!.removeAttribute('data-hydrating');
    await new Promise((settled) => setTimeout(settled, 0)); // the mutation observer's turn
  };

  it('is acted on once, on the same node, when the app has hydrated it', async () => {
    document.getElementById('add')!.click();
    expect(taps).toEqual([]);
    await hydrate();
    expect(taps).toEqual(['add']);
    document.getElementById('add')!.click();
    expect(taps).toEqual(['add', 'add']);
  });

  it('replays only the last of several early taps', async () => {
    document.getElementById('add')!.click();
    document.getElementById('buy')!.click();
    await hydrate();
    expect(taps).toEqual(['buy']);
  });

  it('is dropped when the app took longer than the buyer waits, or the button went away or was disabled', async () => {
    document.getElementById('add')!.click();
    clock = REPLAY_WITHIN_MS + 1;
    await hydrate();
    expect(taps).toEqual([]);

    document.querySelector('.shell')!.setAttribute('data-hydrating', '');
    document.getElementById('add')!.click();
    (document.getElementById('add') as HTMLButtonElement).disabled = true;
    await hydrate();
    expect(taps).toEqual([]);
  });

  it('leaves links alone: they work as plain links before the app is there', () => {
    const link = document.getElementById('link')!;
    let followed = false;
    link.addEventListener('click', (event) => (followed = !event.defaultPrevented));
    link.click();
    expect(followed).toBe(true);
  });
});
