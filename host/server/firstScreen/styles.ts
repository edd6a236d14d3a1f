import { readdirSync } from 'node:fs';
import type { RemoteManifest } from '../firstScreenHints';

/**
 * The host's stylesheets, linked in the head of a server-rendered page so its markup is styled at
 * first paint (the app loads them from its chunks; mini-css-extract finds the links and does not load
 * them again). One file per content hash, should a build emit the same styles twice (@mall/shared's
 * did, until shared/webpack gave them one chunk: the app then loaded the copy not linked).
 */
export function hostStylesheets(dist: string): string[] {
  const seen = new Set<string>();
  return readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .filter((file) => {
      const hash = /\.([0-9a-f]{10})\.css$/.exec(file)?.[1] ?? file;
      if (seen.has(hash)) return false;
      seen.add(hash);
      return true;
    })
    .map((file) => `/${file}`);
}

/** The class names a stylesheet defines with the given prefix. */
export function classesDefined(css: string, prefix: string): Set<string> {
  const names = new Set<string>();
  for (const match of css.matchAll(new RegExp(`\\.(${prefix}[\\w-]*)`, 'g'))) names.add(match[1] as string);
  return names;
}

/** The class names markup uses with the given prefix. */
export function classesUsed(html: string, prefix: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name.startsWith(prefix)) names.add(name);
  }
  return names;
}

/**
 * A remote's stylesheets (every CSS file its manifest lists), each with the classes it defines
 * under the remote's team prefix, read once per version of the manifest: the server links the
 * ones that style the markup it rendered from the remote's components. Null until read.
 */
export function remoteStylesheets({ prefix, fetchText = defaultFetchText }: { prefix: string; fetchText?: (url: string) => Promise<string> }) {
  let loaded: { manifest: RemoteManifest; files: StyleFile[] } | null = null;
  let loading: { manifest: RemoteManifest; done: Promise<void> } | null = null;
  return {
    /** Reads the stylesheets of a manifest not read yet; resolves once they are known (or could not be read). */
    update(manifestUrl: string, manifest: RemoteManifest | undefined): Promise<void> {
      if (!manifest || loaded?.manifest === manifest) return Promise.resolve();
      if (loading?.manifest === manifest) return loading.done;
      const base = new URL('.', manifestUrl);
      const hrefs = [...new Set(manifest.exposes.flatMap((e) => [...e.assets.css.sync, ...(e.assets.css.async ?? [])]))].map((file) => new URL(file, base).href);
      const done = Promise.all(hrefs.map(async (href) => styleFile(href, await fetchText(href), prefix))).then(
        (files) => {
          if (loading?.manifest === manifest) loaded = { manifest, files: files.filter((f) => f.classes.size > 0) };
        },
        () => {
          // Tried again by the next page.
          if (loading?.manifest === manifest) loading = null;
        },
      );
      loading = { manifest, done };
      return done;
    },
    /**
     * The stylesheets for markup, or null while they are not known (then the page is not
     * server-rendered). Markup with none of the remote's classes needs none of its files, known or not.
     */
    forMarkup(html: string): string[] | null {
      const used = classesUsed(html, prefix);
      if (used.size === 0) return [];
      return loaded && stylesheetsFor(used, loaded.files);
    },
  };
}

export interface StyleFile { href: string; classes: Set<string>; size: number }

export const styleFile = (href: string, css: string, prefix: string): StyleFile => ({ href, classes: classesDefined(css, prefix), size: css.length });

/**
 * The fewest stylesheets that define every used class some stylesheet defines (each is
 * render-blocking, on the remote's origin): at each step the one that defines most of the classes
 * still missing, the smaller on a tie. webpack repeats a component's CSS in each page chunk that
 * uses it, so a card's classes are in its own small file and again in several pages' files.
 */
export function stylesheetsFor(used: Set<string>, files: StyleFile[]): string[] {
  const missing = new Set([...used].filter((name) => files.some((file) => file.classes.has(name))));
  const chosen: string[] = [];
  while (missing.size > 0) {
    const covers = (file: StyleFile) => [...missing].filter((name) => file.classes.has(name)).length;
    const best = [...files].sort((a, b) => covers(b) - covers(a) || a.size - b.size)[0];
    if (!best || covers(best) === 0) break;
    chosen.push(best.href);
    for (const name of best.classes) missing.delete(name);
  }
  return chosen;
}

async function defaultFetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}
