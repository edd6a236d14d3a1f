// Materials of the product renders: physically based, their textures drawn on canvases from a
// seeded random, so every run draws the same pictures with nothing fetched.
import * as THREE from 'three';

// The mall's own seeded random (mall-api/src/domain/marketing.ts), served by src/render.ts.
import { seededRandom as seeded } from './seeded.mjs';

export { seeded };

const cache = new Map();

/** A canvas texture drawn once per name; `colour` textures are sRGB, data textures (bump) are not. */
function texture(name, size, draw, { colour = true, repeat = [1, 1] } = {}) {
  const key = `${name}:${repeat.join('x')}`;
  if (cache.has(key)) return cache.get(key);
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  draw(canvas.getContext('2d'), size, seeded(name.length * 7919 + size));
  const map = new THREE.CanvasTexture(canvas);
  map.wrapS = map.wrapT = THREE.RepeatWrapping;
  map.repeat.set(repeat[0], repeat[1]);
  map.anisotropy = 8;
  if (colour) map.colorSpace = THREE.SRGBColorSpace;
  cache.set(key, map);
  return map;
}

const grey = (v, a = 1) => `rgba(${v},${v},${v},${a})`;

/** Long, slightly wavy grain lines along u: multiplied by the wood's colour. */
const woodGrain = (repeat) =>
  texture('wood', 1024, (g, s, r) => {
    g.fillStyle = grey(236);
    g.fillRect(0, 0, s, s);
    for (let i = 0; i < 260; i++) {
      const y0 = r() * s;
      const amp = 2 + r() * 10;
      const f = (1 + r() * 3) * (Math.PI * 2) / s;
      const ph = r() * 6;
      g.strokeStyle = grey(90 + r() * 80, 0.05 + r() * 0.22);
      g.lineWidth = 0.6 + r() * 3.2;
      g.beginPath();
      for (let x = -4; x <= s + 4; x += 8) g.lineTo(x, y0 + Math.sin(x * f + ph) * amp + Math.sin(x * f * 5.3) * amp * 0.15);
      g.stroke();
    }
  }, { repeat });

/** A plain weave: alternating warp and weft threads, for the fabric's bump and a faint colour play. */
const weave = (name, cell, repeat) =>
  texture(name, 256, (g, s, r) => {
    g.fillStyle = grey(200);
    g.fillRect(0, 0, s, s);
    for (let y = 0; y < s; y += cell)
      for (let x = 0; x < s; x += cell) {
        const over = ((x + y) / cell) % 2 === 0;
        const v = 170 + r() * 70;
        g.fillStyle = grey(v);
        if (over) g.fillRect(x, y + 1, cell, cell - 2);
        else g.fillRect(x + 1, y, cell - 2, cell);
      }
  }, { colour: false, repeat });

/** Small random specks: leather's pebble grain, wool's pile, paper's fibres. */
const specks = (name, count, radius, repeat) =>
  texture(name, 512, (g, s, r) => {
    g.fillStyle = grey(190);
    g.fillRect(0, 0, s, s);
    for (let i = 0; i < count; i++) {
      g.fillStyle = grey(120 + r() * 130, 0.35 + r() * 0.4);
      g.beginPath();
      g.ellipse(r() * s, r() * s, radius * (0.4 + r()), radius * (0.4 + r()), r() * 3, 0, Math.PI * 2);
      g.fill();
    }
  }, { colour: false, repeat });

/** Cane webbing: two diagonal layers and one straight one, the holes dark between them. */
const cane = (repeat) =>
  texture('cane', 512, (g, s) => {
    g.fillStyle = grey(70);
    g.fillRect(0, 0, s, s);
    g.lineCap = 'round';
    const step = s / 16;
    for (const [dx, dy] of [[1, 1], [1, -1], [0, 1], [1, 0]]) {
      g.strokeStyle = grey(dx && dy ? 235 : 215);
      g.lineWidth = step * (dx && dy ? 0.32 : 0.22);
      for (let k = -s; k < 2 * s; k += step) {
        g.beginPath();
        if (dx && dy) { g.moveTo(k, dy > 0 ? 0 : s); g.lineTo(k + s, dy > 0 ? s : 0); }
        else if (dy) { g.moveTo(k, 0); g.lineTo(k, s); }
        else { g.moveTo(0, k); g.lineTo(s, k); }
        g.stroke();
      }
    }
  }, { repeat });

/** Travertine: horizontal veins and small pits. */
const stone = (repeat) =>
  texture('stone', 1024, (g, s, r) => {
    g.fillStyle = grey(236);
    g.fillRect(0, 0, s, s);
    for (let i = 0; i < 220; i++) {
      g.strokeStyle = grey(160 + r() * 70, 0.08 + r() * 0.2);
      g.lineWidth = 1 + r() * 6;
      const y = r() * s;
      g.beginPath();
      g.moveTo(0, y);
      g.bezierCurveTo(s * 0.3, y + (r() - 0.5) * 30, s * 0.6, y + (r() - 0.5) * 30, s, y + (r() - 0.5) * 20);
      g.stroke();
    }
    for (let i = 0; i < 500; i++) {
      g.fillStyle = grey(150 + r() * 50, 0.3);
      g.beginPath();
      g.ellipse(r() * s, r() * s, 1 + r() * 5, 0.5 + r() * 1.5, 0, 0, Math.PI * 2);
      g.fill();
    }
  }, { repeat });

/** A rug's field and border, in shades of its one colour (a pattern, never a word). */
export const rugPattern = () =>
  texture('rug', 1024, (g, s, r) => {
    g.fillStyle = grey(240);
    g.fillRect(0, 0, s, s);
    const band = (inset, width, shade) => {
      g.strokeStyle = grey(shade);
      g.lineWidth = width;
      g.strokeRect(inset, inset, s - 2 * inset, s - 2 * inset);
    };
    band(40, 36, 175);
    band(92, 10, 200);
    g.strokeStyle = grey(205);
    g.lineWidth = 6;
    for (let k = 0; k < 6; k++) {
      const m = 150 + k * 60;
      g.beginPath();
      g.moveTo(s / 2, m); g.lineTo(s - m, s / 2); g.lineTo(s / 2, s - m); g.lineTo(m, s / 2); g.closePath();
      if (m < s / 2) g.stroke();
    }
    for (let i = 0; i < 30000; i++) {
      g.fillStyle = grey(r() > 0.5 ? 255 : 150, 0.06);
      g.fillRect(r() * s, r() * s, 2, 2);
    }
  });

/** End grain of a log: growth rings around the pith. */
export const endGrain = () =>
  texture('rings', 512, (g, s, r) => {
    g.fillStyle = 'rgb(214,178,128)';
    g.fillRect(0, 0, s, s);
    for (let k = 4; k < s / 2; k += 5 + r() * 6) {
      g.strokeStyle = `rgba(140,92,50,${0.25 + r() * 0.35})`;
      g.lineWidth = 1 + r() * 2;
      g.beginPath();
      g.ellipse(s / 2 + r() * 4, s / 2 + r() * 4, k, k * (0.95 + r() * 0.1), 0, 0, Math.PI * 2);
      g.stroke();
    }
    g.strokeStyle = 'rgba(90,60,35,0.6)';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(s / 2, s / 2);
    g.lineTo(s * 0.85, s * 0.3);
    g.stroke();
  });

const WOOD_SPECIES = new Set(['oak', 'walnut', 'ash', 'teak']);
/** The range files every wood's "natural" under one swatch; the render shows each species' own. */
const NATURAL_SWATCH = '#c9a46c';
const SPECIES_NATURAL = { oak: '#c49a63', walnut: '#7a5234', ash: '#dcc6a0', teak: '#a8793f' };

export const isWood = (material) => WOOD_SPECIES.has(material);
export const isSoft = (material) => ['fabric', 'velvet', 'leather', 'wool'].includes(material);

export function woodColour(material, hex) {
  return hex.toLowerCase() === NATURAL_SWATCH && SPECIES_NATURAL[material] ? SPECIES_NATURAL[material] : hex;
}

/** A surface of `material` in `hex`; `scale` repeats the texture for large parts. */
export function surface(material, hex, scale = 1) {
  const color = new THREE.Color(hex);
  const rep = [scale, scale];
  switch (material) {
    case 'oak':
    case 'walnut':
    case 'ash':
    case 'teak':
      return new THREE.MeshPhysicalMaterial({ color: new THREE.Color(woodColour(material, hex)), map: woodGrain(rep), roughness: 0.58, clearcoat: 0.15, clearcoatRoughness: 0.5 });
    case 'lacquered-wood':
      return new THREE.MeshPhysicalMaterial({ color, roughness: 0.38, clearcoat: 0.7, clearcoatRoughness: 0.18 });
    case 'fabric':
      return new THREE.MeshPhysicalMaterial({ color, roughness: 0.94, bumpMap: weave('weave', 4, [scale * 6, scale * 6]), bumpScale: 1.2, sheen: 0.25, sheenRoughness: 0.8, sheenColor: color.clone().lerp(new THREE.Color(1, 1, 1), 0.15) });
    case 'velvet':
      return new THREE.MeshPhysicalMaterial({ color: color.clone().multiplyScalar(0.8), roughness: 0.85, sheen: 1, sheenRoughness: 0.32, sheenColor: color.clone().lerp(new THREE.Color(1, 1, 1), 0.45), bumpMap: specks('velvet', 3000, 1.2, rep), bumpScale: 0.3 });
    case 'leather':
      return new THREE.MeshPhysicalMaterial({ color, roughness: 0.48, clearcoat: 0.25, clearcoatRoughness: 0.45, bumpMap: specks('leather', 9000, 1.6, [scale * 2, scale * 2]), bumpScale: 0.6 });
    case 'wool':
      return new THREE.MeshPhysicalMaterial({ color, roughness: 1, bumpMap: specks('wool', 14000, 1.4, [scale * 3, scale * 3]), bumpScale: 1.5, sheen: 0.6, sheenRoughness: 0.9, sheenColor: color.clone().lerp(new THREE.Color(1, 1, 1), 0.3) });
    case 'rattan':
      return new THREE.MeshStandardMaterial({ color, map: cane([scale * 2, scale * 2]), bumpMap: cane([scale * 2, scale * 2]), bumpScale: 1.5, roughness: 0.7 });
    case 'metal': {
      const brass = hex.toLowerCase() === '#c9a227' || hex.toLowerCase() === '#b8860b';
      const dark = color.getHSL({ h: 0, s: 0, l: 0 }).l < 0.1;
      const light = color.getHSL({ h: 0, s: 0, l: 0 }).l > 0.7;
      // Brass and steel are bare metal; black and white are powder-coated (a paint, not a mirror).
      if (brass) return new THREE.MeshPhysicalMaterial({ color: new THREE.Color('#d4af5a'), metalness: 1, roughness: 0.28 });
      if (dark || light) return new THREE.MeshPhysicalMaterial({ color, metalness: 0.35, roughness: 0.45, clearcoat: 0.3, clearcoatRoughness: 0.4 });
      return new THREE.MeshPhysicalMaterial({ color: color.clone().lerp(new THREE.Color(1, 1, 1), 0.2), metalness: 1, roughness: 0.3 });
    }
    case 'glass': {
      const opal = color.getHSL({ h: 0, s: 0, l: 0 }).l > 0.75;
      return new THREE.MeshPhysicalMaterial({ color, metalness: 0, roughness: opal ? 0.55 : 0.06, transmission: opal ? 0.6 : 0.92, thickness: 0.02, ior: 1.5, transparent: true, opacity: 1, envMapIntensity: 1.2 });
    }
    case 'stone':
      return new THREE.MeshPhysicalMaterial({ color, map: stone(rep), roughness: 0.42, clearcoat: 0.2, clearcoatRoughness: 0.3 });
    case 'paper':
      return new THREE.MeshStandardMaterial({ color, roughness: 1, bumpMap: specks('paper', 6000, 0.8, rep), bumpScale: 0.4, emissive: color.clone().multiplyScalar(0.35), side: THREE.DoubleSide });
    default:
      return new THREE.MeshStandardMaterial({ color, roughness: 0.6 });
  }
}
