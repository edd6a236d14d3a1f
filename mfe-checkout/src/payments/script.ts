import { ProviderLoadError, type PaymentProvider } from './types';

const pending = new Map<string, Promise<void>>();

/** Gives up on a provider script that neither loads nor fails (blocked request, dead CDN). */
export const SCRIPT_TIMEOUT_MS = 20_000;

/**
 * Injects a provider's script once and resolves when it has run; rejects with ProviderLoadError
 * when it cannot load, so forms can show 'error loading the program, please refresh and retry'.
 * A failed load is forgotten so that a retry injects a fresh tag.
 */
export function loadScript(provider: PaymentProvider, src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const timer = setTimeout(() => fail(new Error('timed out')), SCRIPT_TIMEOUT_MS);
    function fail(cause: unknown) {
      clearTimeout(timer);
      script.remove();
      pending.delete(src);
      reject(new ProviderLoadError(provider, cause));
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', (event) => fail(event));
    document.head.appendChild(script);
  });
  pending.set(src, load);
  return load;
}

/** Resolves to a global the script defines, or rejects with ProviderLoadError when it is missing. */
export async function loadGlobal<T>(provider: PaymentProvider, src: string, read: () => T | undefined, attributes?: Record<string, string>): Promise<T> {
  const ready = read();
  if (ready) return ready;
  await loadScript(provider, src, attributes);
  const loaded = read();
  if (!loaded) throw new ProviderLoadError(provider, new Error(`${src} did not define its global`));
  return loaded;
}

/** Test seam: forget loaded scripts. */
export function forgetScripts(): void {
  pending.clear();
}
