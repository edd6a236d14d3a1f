import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (file: string) => readFileSync(join(__dirname, file), 'utf8');
const tokensCss = read('tokens.css');

/** Every custom property tokens.css defines, with `var(--x)` references followed to a value. */
function tokens(): Map<string, string> {
  const raw = new Map([...tokensCss.matchAll(/(--mall-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));
  const resolve = (value: string, depth = 0): string =>
    depth > 10 ? value : value.replace(/var\((--mall-[a-z0-9-]+)\)/g, (_, name: string) => resolve(raw.get(name) ?? `MISSING(${name})`, depth + 1));
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

function luminance(hex: string): number {
  const linear = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}
function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const SCALES = ['neutral', 'accent', 'error', 'success', 'warning', 'info'] as const;
const WHITE = '#ffffff';

describe('design tokens', () => {
  const values = tokens();
  const hex = (name: string) => {
    const value = values.get(name);
    if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is ${value}`);
    return value;
  };

  it.each(SCALES)('%s: text reads at 4.5:1 on white, on its own -bg and -bg-subtle', (scale) => {
    const text = scale === 'neutral' ? hex('--mall-neutral-text-muted') : hex(`--mall-${scale}-text`);
    for (const surface of [WHITE, hex(`--mall-${scale}-bg`), hex(`--mall-${scale}-bg-subtle`)]) {
      expect(contrast(text, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(SCALES)('%s: text on the solid fill reads at 4.5:1, at rest and hovered', (scale) => {
    for (const fill of [hex(`--mall-${scale}-solid`), hex(`--mall-${scale}-solid-hover`)]) {
      expect(contrast(hex(`--mall-${scale}-on-solid`), fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(SCALES)('%s: a control border is visible at 3:1 on white (WCAG 1.4.11)', (scale) => {
    expect(contrast(hex(`--mall-${scale}-border-strong`), WHITE)).toBeGreaterThanOrEqual(3);
  });

  it('the focus ring stands out at 3:1 on the page and on white', () => {
    for (const surface of [WHITE, hex('--mall-color-bg')]) expect(contrast(hex('--mall-focus-ring'), surface)).toBeGreaterThanOrEqual(3);
  });

  it('every token resolves to a value', () => {
    const missing = [...values].filter(([, value]) => value.includes('MISSING'));
    expect(missing).toEqual([]);
  });

  it('ui.css writes no colour of its own and uses only tokens that exist', () => {
    const css = read('ui.css');
    expect(css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).toEqual([]);
    const local = new Set([...css.matchAll(/(--mall-[a-z0-9-]+):/g)].map((m) => m[1] as string));
    // A var with a fallback (set inline by a component, e.g. --mall-dialog-width) needs no token.
    const used = new Set([...css.matchAll(/var\((--mall-[a-z0-9-]+)(?=\))/g)].map((m) => m[1] as string));
    const undefinedTokens = [...used].filter((name) => !values.has(name) && !local.has(name));
    expect(undefinedTokens).toEqual([]);
  });
});
