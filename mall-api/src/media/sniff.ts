/**
 * The kinds of file the mall takes from buyers, known by their first bytes only: a name or a
 * declared content type proves nothing (a PNG called scan.pdf is a PNG). The signatures are the
 * WHATWG MIME Sniffing standard's patterns; `null` matches any byte (a RIFF chunk's size).
 * PDFs are tax-code documents; the images are for reviews, avatars and after-sales evidence.
 */
export const MEDIA_KINDS = [
  { kind: 'pdf', contentType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', contentType: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', contentType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  { kind: 'gif', contentType: 'image/gif', signature: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { kind: 'gif', contentType: 'image/gif', signature: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { kind: 'bmp', contentType: 'image/bmp', signature: [0x42, 0x4d] }, // BM
  // RIFF, the chunk size, then WEBPVP
  { kind: 'webp', contentType: 'image/webp', signature: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50] },
] as const satisfies ReadonlyArray<{ kind: string; contentType: string; signature: ReadonlyArray<number | null> }>;

export type MediaKind = (typeof MEDIA_KINDS)[number]['kind'];
export type SniffedMedia = { kind: MediaKind; contentType: (typeof MEDIA_KINDS)[number]['contentType'] };

/** How many leading bytes sniff() needs to tell every kind apart. */
export const SNIFF_BYTES = Math.max(...MEDIA_KINDS.map((row) => row.signature.length));

/** The kind of a file from its first bytes (at least SNIFF_BYTES of them unless the file is shorter), or null. */
export function sniff(head: Uint8Array): SniffedMedia | null {
  const row = MEDIA_KINDS.find(({ signature }) => head.length >= signature.length && signature.every((byte, i) => byte === null || head[i] === byte));
  return row ? { kind: row.kind, contentType: row.contentType } : null;
}
