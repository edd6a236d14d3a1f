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

  it('but a form that says method="get" (the top bar\'s search) goes as the plain GET it is (issue 32)', () => {
    holdEarlySubmits();
    document.body.innerHTML = '<div class="shell" data-hydrating=""><form id="search" action="/search" method="get"><input name="q"></form></div>';
    const event = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

// Installed once, as index.ts does: taps and choices share the one held action.
let clock = 0;
replayEarlyTaps(document, () => clock);

describe('a tap on a button of the server markup before it is hydrated (issue 29)', () => {
  const taps: string[] = [];
  beforeAll(() => {
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

describe('a choice in a select of the server markup before it is hydrated (issue 29)', () => {
  const chosen: string[] = [];
  beforeAll(() => {
    clock = 0;
    document.addEventListener('change', (event) => chosen.push((event.target as HTMLSelectElement).value));
  });
  it('is made again once the app has hydrated it, even though hydrating put the select back', async () => {
    document.body.innerHTML =
      '<div class="shell" data-hydrating=""><select aria-label="Language"><option value="en">English</option><option value="zh-CN">中文</option></select></div>';
    const select = document.querySelector('select')!;
    select.value = 'zh-CN';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'en'; // what React does to a controlled select as it hydrates it, at once if it hears the input
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).toEqual([]);
    document.querySelector('.shell')!.removeAttribute('data-hydrating');
    await new Promise((settled) => setTimeout(settled, 0));
    expect(select.value).toBe('zh-CN');
    expect(chosen).toEqual(['zh-CN']);
  });
});

describe('a choice made before the script was there (issue 29)', () => {
  it('is found by the select differing from what the server drew, and made once hydrated', async () => {
    document.body.innerHTML =
      '<div class="shell" data-hydrating=""><select id="early"><option value="en" selected>English</option><option value="de">Deutsch</option></select></div>';
    const select = document.getElementById('early') as HTMLSelectElement;
    select.value = 'de';
    const heard: string[] = [];
    select.addEventListener('change', () => heard.push(select.value));
    replayEarlyTaps(document, () => 0);
    select.value = 'en';
    document.querySelector('.shell')!.removeAttribute('data-hydrating');
    await new Promise((settled) => setTimeout(settled, 0));
    expect(heard).toEqual(['de']);
  });
});
