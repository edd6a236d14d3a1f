import { act } from '@testing-library/react';

/** Plays a provider script's failed load (jsdom never fetches scripts). */
export async function failScript(src: string) {
  const script = await waitForScript(src);
  await act(async () => void script.dispatchEvent(new Event('error')));
}

export async function waitForScript(src: string): Promise<HTMLScriptElement> {
  for (let i = 0; i < 50; i++) {
    const script = [...document.head.querySelectorAll('script')].find((s) => s.src.startsWith(src));
    if (script) return script;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no script ${src} was injected`);
}

export function setGlobal(name: string, value: unknown) {
  (window as unknown as Record<string, unknown>)[name] = value;
}
