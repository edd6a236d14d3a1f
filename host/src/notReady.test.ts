import { holdEarlySubmits } from './notReady';

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
