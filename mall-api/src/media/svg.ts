/**
 * Product illustrations drawn from an item's kind and colour: deterministic, tiny, and local
 * (no image files to ship or download). 400 × 400, a tinted background and the shape: no text.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

const HEX = /^#[0-9a-f]{6}$/i;

/** Mixes a colour with white (amount 0..1 of white) for the background tint. */
function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** One drawing per kind, in the item's colour (fill) with a dark outline. */
const SHAPES: Record<string, string> = {
  sofa: '<rect x="70" y="140" width="260" height="80" rx="16"/><rect x="50" y="190" width="300" height="80" rx="18"/><rect x="40" y="170" width="45" height="100" rx="14"/><rect x="315" y="170" width="45" height="100" rx="14"/><path d="M70 270v25M330 270v25"/>',
  armchair: '<rect x="120" y="120" width="160" height="110" rx="20"/><rect x="100" y="200" width="200" height="70" rx="16"/><rect x="90" y="170" width="40" height="100" rx="14"/><rect x="270" y="170" width="40" height="100" rx="14"/><path d="M120 270v30M280 270v30"/>',
  chair: '<rect x="150" y="90" width="100" height="110" rx="12"/><rect x="140" y="200" width="120" height="22" rx="6"/><path d="M150 222v80M250 222v80"/>',
  table: '<rect x="60" y="170" width="280" height="22" rx="6"/><path d="M90 192v110M310 192v110"/>',
  bed: '<rect x="60" y="120" width="40" height="170" rx="8"/><rect x="90" y="200" width="260" height="60" rx="10"/><rect x="110" y="175" width="70" height="30" rx="10"/><path d="M95 260v35M345 260v35"/>',
  lamp: '<path d="M150 90h100l30 80h-160z"/><path d="M200 170v120"/><ellipse cx="200" cy="300" rx="55" ry="12"/>',
  shelf: '<rect x="110" y="70" width="180" height="240" rx="4"/><path d="M110 130h180M110 190h180M110 250h180"/>',
  desk: '<rect x="60" y="160" width="280" height="20" rx="4"/><rect x="240" y="180" width="90" height="60" rx="4"/><path d="M75 180v120M325 240v60M255 210h60"/>',
  wardrobe: '<rect x="110" y="60" width="180" height="250" rx="6"/><path d="M200 60v250"/><circle cx="188" cy="185" r="5"/><circle cx="212" cy="185" r="5"/>',
  sideboard: '<rect x="50" y="150" width="300" height="110" rx="8"/><path d="M150 150v110M250 150v110M80 260v35M320 260v35"/>',
  stool: '<ellipse cx="200" cy="140" rx="70" ry="20"/><path d="M150 150l-25 150M250 150l25 150M140 240h120"/>',
  bench: '<rect x="50" y="180" width="300" height="30" rx="8"/><path d="M80 210v85M320 210v85M80 260h240"/>',
  nightstand: '<rect x="130" y="140" width="140" height="130" rx="8"/><path d="M130 185h140"/><circle cx="200" cy="163" r="5"/><path d="M145 270v25M255 270v25"/>',
  rug: '<path d="M90 260l60-140h160l-60 140z"/><path d="M80 272l10-12M120 272l10-12M160 272l10-12M200 272l10-12M240 272l10-12"/>',
  mirror: '<circle cx="200" cy="180" r="110"/><path d="M150 120l-30 40M180 110l-50 70"/>',
  dresser: '<rect x="100" y="110" width="200" height="180" rx="8"/><path d="M100 170h200M100 230h200"/><path d="M185 140h30M185 200h30M185 260h30"/>',
};
const FALLBACK_SHAPE = '<rect x="110" y="110" width="180" height="180" rx="24"/>';

export function furnitureSvg(kind: string, colour: string): string {
  const fill = HEX.test(colour) ? colour : '#999999';
  const label = escapeXml(kind.charAt(0).toUpperCase() + kind.slice(1));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img"',
    ` aria-label="${label}">`,
    `<rect width="400" height="400" fill="${tint(fill, 0.82)}"/>`,
    '<path d="M30 310h340" stroke="#00000022" stroke-width="4"/>',
    `<g fill="${fill}" stroke="#2a2a2a" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">`,
    SHAPES[kind] ?? FALLBACK_SHAPE,
    '</g>',
    '</svg>',
  ].join('');
}
