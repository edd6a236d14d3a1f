import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_BUNDLES, type RemoteBundle, type UnavailableRemote } from '@mall/shared';
import type { StorefrontConfig } from '../config';
import { entryUrlOf, pageManifests } from './builds';

let manifests: Record<RemoteBundle, string> | undefined;

/** Registers every remote; `builds`: the remote builds the page's HTML names, loaded instead of the current ones (a retry too). */
export function registerStorefrontRemotes(config: StorefrontConfig, builds?: Record<string, string>): void {
  const entries = pageManifests(config.remotes, builds);
  manifests = entries;
  registerRemotes(REMOTE_BUNDLES.map((bundle) => ({ name: federationName(bundle), entry: entryUrlOf(entries[bundle]) })));
}

/** Loads an exposed module; resolves to an UnavailableRemote (never rejects) when it cannot load. */
export async function loadRemoteModule<T>(bundle: RemoteBundle, expose: string): Promise<T | UnavailableRemote> {
  const id = `${federationName(bundle)}/${expose.replace(/^\.\//, '')}`;
  try {
    return (await loadRemote<T>(id)) as T | UnavailableRemote;
  } catch (error) {
    return { unavailable: true, id, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** A retry starts from scratch: re-register the remote so the runtime forgets its failed entry. */
export function forgetRemote(bundle: RemoteBundle): void {
  if (!manifests) return;
  registerRemotes([{ name: federationName(bundle), entry: entryUrlOf(manifests[bundle]) }], { force: true });
}
