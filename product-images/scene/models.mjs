// Procedural furniture, one builder per product type (metres, y up, the floor at y = 0, the front
// towards +z). Each returns its group and the point a detail close-up looks at.
import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/addons/geometries/RoundedBoxGeometry.js';
import { endGrain, isSoft, isWood, rugPattern, seeded, surface } from './materials.mjs';

const NATURAL = '#c9a46c';
const OFF_WHITE = '#ebe6dc';

function mesh(geometry, material, [x, y, z] = [0, 0, 0], [rx, ry, rz] = [0, 0, 0]) {
  const m = new THREE.Mesh(geometry, material);
  m.position.set(x, y, z);
  m.rotation.set(rx, ry, rz);
  m.castShadow = true;
  m.receiveShadow = true;
  return m;
}

/** A box with rounded edges (upholstery, panels); `puff` bulges its top like a filled cushion. */
function box(w, h, d, material, at, radius = 0.004, { puff = 0, rot } = {}) {
  const r = Math.min(radius, w / 2, h / 2, d / 2) * 0.98;
  const g = r > 0.001 ? new RoundedBoxGeometry(w, h, d, 4, r) : new THREE.BoxGeometry(w, h, d);
  if (puff) {
    const p = g.attributes.position;
    for (let i = 0; i < p.count; i++) {
      const x = p.getX(i) / (w / 2), y = p.getY(i) / (h / 2), z = p.getZ(i) / (d / 2);
      if (y > 0) p.setY(i, p.getY(i) + puff * y * (1 - x * x) * (1 - z * z));
    }
    g.computeVertexNormals();
  }
  return mesh(g, material, at, rot);
}

const cyl = (rTop, rBottom, h, material, at, rot, segments = 32) => mesh(new THREE.CylinderGeometry(rTop, rBottom, h, segments), material, at, rot);

/** A rod from a to b (legs, frames). */
function rod(a, b, radius, material, radiusEnd = radius) {
  const from = new THREE.Vector3(...a), to = new THREE.Vector3(...b);
  const m = mesh(new THREE.CylinderGeometry(radiusEnd, radius, from.distanceTo(to), 20), material);
  m.position.copy(from).add(to).multiplyScalar(0.5);
  m.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), to.clone().sub(from).normalize());
  return m;
}

const lathe = (profile, material, at, segments = 64) => mesh(new THREE.LatheGeometry(profile.map(([x, y]) => new THREE.Vector2(x, y)), segments), material, at);

/** Four legs under a w × d footprint, inset, from the floor to `h`. */
function legs(group, w, d, h, inset, material, { radius = 0.018, splay = 0, square = false } = {}) {
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) {
      const top = [sx * (w / 2 - inset), h, sz * (d / 2 - inset)];
      const foot = [top[0] + sx * splay, 0, top[2] + sz * splay];
      if (square) group.add(box(radius * 2, h, radius * 2, material, [top[0], h / 2, top[2]], 0.003));
      else group.add(rod(foot, top, radius * 0.75, material, radius));
    }
}

/** The roles a look's material plays in a piece: what is upholstered, what carries it. */
function roles(material, hex) {
  const soft = isSoft(material);
  const black = hex.toLowerCase() === '#262626' || hex.toLowerCase() === '#2b2b2b' || hex.toLowerCase() === '#333333';
  return {
    main: surface(material, hex),
    upholstery: soft ? surface(material, hex) : material === 'rattan' ? surface('fabric', OFF_WHITE) : surface('fabric', hex),
    frame: isWood(material) ? surface(material, soft ? NATURAL : hex) : material === 'metal' ? surface('metal', hex) : black ? surface('oak', '#262626') : surface('oak', NATURAL),
    /** what upholstered pieces stand on */
    feet: material === 'leather' ? surface('metal', '#262626') : isWood(material) ? surface(material, NATURAL) : surface('oak', NATURAL),
    darkMetal: surface('metal', '#262626'),
    brass: surface('metal', '#c9a227'),
  };
}

function sofa(material, hex, { w = 2.15, d = 0.92, h = 0.8, seats = 3, armW = 0.18, chaise = false, plinth = false, legH = 0.13 } = {}) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const woodFrame = isWood(material);
  // A wooden frame shows the species' own colour; the look's colour is the upholstery's.
  const frame = woodFrame ? surface(material, NATURAL) : r.frame;
  const cover = material === 'rattan' ? r.main : r.upholstery;
  const cushion = r.upholstery;
  const baseH = 0.2, seatTop = legH + baseH;
  if (plinth) g.add(box(w - 0.1, legH, d - 0.1, r.darkMetal, [0, legH / 2, 0], 0.01));
  else legs(g, w, d, legH, 0.09, woodFrame ? frame : r.feet, { radius: 0.022 });
  const inner = w - 2 * armW;
  g.add(box(w, baseH, d, woodFrame ? frame : cover, [0, legH + baseH / 2, 0], 0.035));
  const armH = (h - legH) * 0.72;
  for (const sx of [-1, 1]) {
    if (chaise && sx > 0) continue;
    const aw = woodFrame ? 0.06 : armW;
    g.add(box(aw, armH, d, woodFrame ? frame : cover, [sx * (w / 2 - aw / 2), legH + armH / 2, 0], woodFrame ? 0.02 : 0.07, { puff: woodFrame ? 0 : 0.01 }));
  }
  const backD = 0.2;
  g.add(box(chaise ? w - armW : inner + 0.02, h - seatTop, backD, cover, [chaise ? armW / 2 : 0, seatTop + (h - seatTop) / 2, -d / 2 + backD / 2], 0.05));
  const span = chaise ? w - armW - 0.02 : inner;
  const cw = span / seats;
  const x0 = chaise ? -w / 2 + armW + cw / 2 : -inner / 2 + cw / 2;
  for (let i = 0; i < seats; i++) {
    const x = x0 + i * cw;
    g.add(box(cw - 0.012, 0.15, d - backD - 0.02, cushion, [x, seatTop + 0.075, backD / 2], 0.05, { puff: 0.025 }));
    g.add(box(cw - 0.02, (h - seatTop) * 0.85, 0.17, cushion, [x, seatTop + 0.15 + (h - seatTop) * 0.32, -d / 2 + backD + 0.06], 0.06, { puff: 0.02, rot: [-0.16, 0, 0] }));
  }
  if (chaise) {
    const cd = d * 0.95;
    const cx = w / 2 - cw / 2;
    g.add(box(cw, baseH, cd, cover, [cx, legH + baseH / 2, d / 2 + cd / 2 - 0.02], 0.035));
    g.add(box(cw - 0.012, 0.15, cd + 0.01, cushion, [cx, seatTop + 0.075, d / 2 + cd / 2 - 0.03], 0.05, { puff: 0.025 }));
    for (const sz of [-1, 1]) for (const sx of [-1, 1]) g.add(rod([cx + sx * (cw / 2 - 0.09), 0, d / 2 + cd / 2 + sz * (cd / 2 - 0.09)], [cx + sx * (cw / 2 - 0.09), legH, d / 2 + cd / 2 + sz * (cd / 2 - 0.09)], 0.017, r.feet, 0.022));
  }
  return { group: g, detail: [-w / 2 + armW, seatTop + 0.05, d / 2], detailSize: 0.42 };
}

function armchair(material, hex) {
  return sofa(material, hex, { w: 0.8, d: 0.84, h: 0.95, seats: 1, armW: 0.14, legH: 0.17 });
}

function diningChair(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const metal = material === 'metal';
  const frame = metal ? r.main : isWood(material) ? r.main : r.frame;
  const seatH = 0.46, w = 0.46, d = 0.46;
  const legR = metal ? 0.011 : 0.017;
  for (const sx of [-1, 1]) {
    g.add(rod([sx * (w / 2 - 0.03), 0, d / 2 - 0.03], [sx * (w / 2 - 0.035), seatH - 0.03, d / 2 - 0.04], legR * 0.8, frame, legR));
    g.add(rod([sx * (w / 2 - 0.03), 0, -d / 2 + 0.01], [sx * (w / 2 - 0.035), 0.86, -d / 2 + 0.06], legR * 0.8, frame, legR));
  }
  const seat = isSoft(material) ? box(w, 0.07, d, r.main, [0, seatH - 0.01, 0.01], 0.025, { puff: 0.012 }) : box(w, 0.03, d, material === 'rattan' ? r.main : frame, [0, seatH - 0.015, 0.01], 0.012);
  g.add(seat);
  g.add(box(w - 0.1, 0.16, 0.025, isSoft(material) || material === 'rattan' ? r.main : frame, [0, 0.74, -d / 2 + 0.048], 0.01, { rot: [-0.08, 0, 0] }));
  for (const z of [d / 2 - 0.04, -d / 2 + 0.04]) g.add(box(w - 0.08, 0.04, 0.018, frame, [0, seatH - 0.07, z], 0.004));
  return { group: g, detail: [w / 2 - 0.03, seatH, d / 2 - 0.03], detailSize: 0.22 };
}

function officeChair(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const base = material === 'metal' ? r.main : surface('metal', '#9a9ea4');
  const pad = material === 'metal' ? surface('fabric', '#3a3c40') : r.main;
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    const end = [Math.sin(a) * 0.3, 0.06, Math.cos(a) * 0.3];
    g.add(rod([0, 0.1, 0], end, 0.016, base, 0.022));
    g.add(mesh(new THREE.SphereGeometry(0.028, 20, 12), r.darkMetal, [end[0], 0.03, end[2]]));
  }
  g.add(cyl(0.03, 0.03, 0.08, base, [0, 0.11, 0]));
  g.add(cyl(0.022, 0.022, 0.3, base, [0, 0.28, 0]));
  g.add(box(0.52, 0.09, 0.5, pad, [0, 0.48, 0.02], 0.035, { puff: 0.02 }));
  g.add(box(0.48, 0.55, 0.07, pad, [0, 0.86, -0.24], 0.04, { puff: 0.01, rot: [-0.1, 0, 0] }));
  g.add(box(0.06, 0.36, 0.04, base, [0, 0.6, -0.26], 0.01, { rot: [-0.1, 0, 0] }));
  for (const sx of [-1, 1]) {
    g.add(rod([sx * 0.27, 0.44, 0], [sx * 0.27, 0.66, 0], 0.012, base));
    g.add(box(0.06, 0.03, 0.26, r.darkMetal, [sx * 0.27, 0.67, 0.01], 0.012));
  }
  return { group: g, detail: [0.2, 0.5, 0.25], detailSize: 0.3 };
}

function table(material, hex, { w, d, h, top = 0.035 }) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  if (material === 'stone') {
    g.add(box(w, top + 0.015, d, r.main, [0, h - (top + 0.015) / 2, 0], 0.008));
    for (const sx of [-1, 1]) g.add(box(0.07, h - top - 0.015, d * 0.7, r.main, [sx * w * 0.3, (h - top - 0.015) / 2, 0], 0.006));
    return { group: g, detail: [w / 2, h, d / 2], detailSize: 0.3 };
  }
  const glass = material === 'glass';
  const frame = glass || material === 'metal' ? (glass ? r.darkMetal : r.main) : r.main;
  g.add(box(w, glass ? 0.012 : top, d, glass ? r.main : material === 'metal' ? surface('oak', NATURAL) : r.main, [0, h - (glass ? 0.006 : top / 2), 0], glass ? 0.004 : 0.008));
  const legTop = h - (glass ? 0.012 : top);
  legs(g, w, d, legTop, 0.07, frame, { radius: material === 'metal' || glass ? 0.014 : 0.026, square: material === 'metal' || glass });
  for (const sz of [-1, 1]) g.add(box(w - 0.16, 0.06, 0.02, frame, [0, legTop - 0.03, sz * (d / 2 - 0.07)], 0.004));
  for (const sx of [-1, 1]) g.add(box(0.02, 0.06, d - 0.16, frame, [sx * (w / 2 - 0.07), legTop - 0.03, 0], 0.004));
  return { group: g, detail: [w / 2 - 0.07, h - 0.05, d / 2 - 0.07], detailSize: 0.28 };
}

function desk(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const w = 1.4, d = 0.7, h = 0.75;
  const metal = material === 'metal';
  const topMat = metal ? surface('oak', NATURAL) : r.main;
  const frame = metal ? r.main : r.main;
  g.add(box(w, 0.03, d, topMat, [0, h - 0.015, 0], 0.006));
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) g.add(box(metal ? 0.028 : 0.045, h - 0.03, metal ? 0.028 : 0.045, frame, [sx * (w / 2 - 0.05), (h - 0.03) / 2, sz * (d / 2 - 0.05)], 0.004));
  g.add(box(0.42, 0.13, d - 0.12, metal ? r.main : r.main, [w / 2 - 0.3, h - 0.095, 0], 0.006));
  g.add(box(0.12, 0.012, 0.014, r.brass, [w / 2 - 0.3, h - 0.095, d / 2 - 0.055], 0.005));
  return { group: g, detail: [w / 2 - 0.3, h - 0.09, d / 2 - 0.06], detailSize: 0.3 };
}

/** A carcass with fronts (doors or drawers): sideboard, TV bench, chest, nightstand, wardrobe. */
function cabinet(material, hex, { w, d, h, legH, cols, rows, handle = 'knob', niche = false }) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const body = material === 'rattan' ? r.frame : r.main;
  const front = material === 'rattan' ? r.main : r.main;
  const ch = h - legH;
  if (legH > 0.04) legs(g, w, d, legH + 0.01, 0.05, material === 'metal' ? r.main : isWood(material) ? r.main : r.frame, { radius: 0.018, splay: 0.015 });
  else g.add(box(w - 0.04, legH, d - 0.04, r.darkMetal, [0, legH / 2, 0], 0.004));
  g.add(box(w, ch, d, body, [0, legH + ch / 2, 0], 0.01));
  const gap = 0.004, fw = (w - 0.03) / cols;
  const usable = niche ? ch * 0.45 : ch - 0.03;
  const fh = usable / rows;
  const yTop = legH + ch - 0.015;
  if (niche) g.add(box(w - 0.04, ch - usable - 0.05, 0.02, surface('lacquered-wood', '#1e1e1e'), [0, legH + 0.02 + (ch - usable - 0.05) / 2, d / 2 - 0.005], 0.002));
  for (let c = 0; c < cols; c++)
    for (let k = 0; k < rows; k++) {
      const x = -w / 2 + 0.015 + fw * (c + 0.5);
      const y = yTop - fh * (k + 0.5);
      g.add(box(fw - gap, fh - gap, 0.02, front, [x, y, d / 2 + 0.006], 0.004));
      const hx = cols > 1 && rows === 1 ? x + (c % 2 ? -1 : 1) * (fw / 2 - 0.05) : x;
      if (handle === 'bar') g.add(box(0.015, Math.min(0.35, fh * 0.4), 0.02, r.brass, [hx, y, d / 2 + 0.03], 0.006));
      else g.add(mesh(new THREE.SphereGeometry(0.016, 24, 16), r.brass, [hx, rows > 1 ? y : y + fh * 0.2, d / 2 + 0.025]));
    }
  return { group: g, detail: [w / 2 - 0.1, yTop - fh * 0.5, d / 2], detailSize: Math.min(0.35, w * 0.35) };
}

function bookcase(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const w = 0.8, d = 0.35, h = 1.9, t = 0.022;
  const metal = material === 'metal';
  const shelf = metal ? r.main : r.main;
  if (metal) for (const sx of [-1, 1]) for (const sz of [-1, 1]) g.add(box(0.018, h, 0.018, r.main, [sx * (w / 2 - 0.01), h / 2, sz * (d / 2 - 0.01)], 0.003));
  else {
    for (const sx of [-1, 1]) g.add(box(t, h, d, r.main, [sx * (w / 2 - t / 2), h / 2, 0], 0.003));
    g.add(box(w - 2 * t, h - 0.08, 0.01, r.main, [0, h / 2 + 0.02, -d / 2 + 0.005], 0.001));
    g.add(box(w - 2 * t, 0.06, t, r.main, [0, 0.03, d / 2 - t], 0.002));
  }
  const levels = 5;
  const random = seeded(7);
  const bookColours = ['#8a3b2e', '#2f4a6e', '#d8cfbf', '#56704f', '#c9a46c', '#3a3a3a', '#b36b4a', '#e7e2d6'].map((c) => surface('lacquered-wood', c));
  for (let i = 0; i < levels; i++) {
    const y = 0.06 + (i * (h - 0.08)) / (levels - 1);
    g.add(box(w - (metal ? 0 : 2 * t), metal ? 0.012 : t, d, shelf, [0, y, 0], 0.002));
    if (i === levels - 1) continue;
    // Books and a vase: what a photographer would style the shelf with.
    let x = -w / 2 + t + 0.02;
    const limit = i % 2 ? w * 0.1 : w / 2 - t - 0.02;
    while (x < limit) {
      const bw = 0.02 + random() * 0.03, bh = 0.2 + random() * 0.1;
      g.add(box(bw, bh, 0.2 + random() * 0.05, bookColours[Math.floor(random() * bookColours.length)], [x + bw / 2, y + bh / 2 + 0.011, 0], 0.002));
      x += bw + 0.002;
    }
    if (i % 2) g.add(lathe([[0, 0], [0.06, 0], [0.07, 0.08], [0.045, 0.18], [0.03, 0.22], [0.035, 0.24], [0, 0.24]], surface('lacquered-wood', '#e8e4dc'), [w * 0.25, y + 0.011, 0]));
  }
  return { group: g, detail: [0, 1.0, d / 2], detailSize: 0.4 };
}

function pouf(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const R = 0.25, H = 0.42, c = 0.07;
  const profile = [[0, 0]];
  for (let i = 0; i <= 8; i++) profile.push([R - c + Math.sin((i / 8) * Math.PI / 2) * c, c - Math.cos((i / 8) * Math.PI / 2) * c]);
  for (let i = 0; i <= 8; i++) profile.push([R - c + Math.cos((i / 8) * Math.PI / 2) * c + 0.01 * Math.sin((i / 8) * Math.PI), H - c + Math.sin((i / 8) * Math.PI / 2) * c]);
  profile.push([0, H + 0.01]);
  g.add(lathe(profile, r.main, [0, 0, 0]));
  return { group: g, detail: [R * 0.7, H, R * 0.7], detailSize: 0.22 };
}

function barStool(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const legMat = material === 'metal' ? r.main : isWood(material) ? r.main : material === 'rattan' ? r.frame : r.darkMetal;
  const H = 0.76;
  g.add(lathe([[0, 0], [0.2, 0], [0.21, 0.02], [0.205, 0.05], [0, 0.055]], r.main, [0, H - 0.055, 0]));
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    g.add(rod([Math.sin(a) * 0.22, 0, Math.cos(a) * 0.22], [Math.sin(a) * 0.13, H - 0.055, Math.cos(a) * 0.13], 0.015, legMat, 0.018));
  }
  g.add(mesh(new THREE.TorusGeometry(0.185, 0.009, 12, 64), legMat, [0, 0.28, 0], [Math.PI / 2, 0, 0]));
  return { group: g, detail: [0.12, H - 0.03, 0.12], detailSize: 0.2 };
}

function bed(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const soft = isSoft(material);
  const w = 1.66, l = 2.12;
  const frame = soft ? r.main : r.main;
  legs(g, w, l, 0.12, 0.06, soft ? r.feet : r.main, { radius: 0.025 });
  for (const sx of [-1, 1]) g.add(box(0.06, 0.22, l, frame, [sx * (w / 2 - 0.03), 0.23, 0], soft ? 0.025 : 0.006));
  g.add(box(w, 0.22, 0.06, frame, [0, 0.23, l / 2 - 0.03], soft ? 0.025 : 0.006));
  g.add(box(w, soft ? 1.15 : 1.0, soft ? 0.12 : 0.05, frame, [0, soft ? 0.575 : 0.5, -l / 2 + 0.05], soft ? 0.05 : 0.008, { puff: soft ? 0.01 : 0 }));
  const linen = surface('fabric', '#f1eee8');
  g.add(box(w - 0.14, 0.22, l - 0.14, linen, [0, 0.42, 0.02], 0.06, { puff: 0.01 }));
  g.add(box(w - 0.1, 0.08, l * 0.62, surface('fabric', '#dcd6cb'), [0, 0.55, l * 0.17], 0.04, { puff: 0.03 }));
  for (const sx of [-1, 1]) g.add(box(0.62, 0.14, 0.42, linen, [sx * 0.36, 0.6, -l / 2 + 0.35], 0.06, { puff: 0.04, rot: [-0.35, 0, 0] }));
  return { group: g, detail: [w / 2 - 0.05, 0.35, l / 2], detailSize: 0.45 };
}

function wardrobe(material, hex) {
  return cabinet(material, hex, { w: 1.5, d: 0.6, h: 2.2, legH: 0.08, cols: 2, rows: 1, handle: 'bar' });
}

function floorLamp(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const stem = material === 'metal' ? r.main : hex.toLowerCase() === '#c9a227' ? r.brass : r.darkMetal;
  g.add(lathe([[0, 0], [0.15, 0], [0.155, 0.008], [0.14, 0.022], [0, 0.025]], stem, [0, 0, 0]));
  g.add(cyl(0.011, 0.011, 1.36, stem, [0, 0.7, 0]));
  const shade = material === 'metal' ? [[0.06, 0], [0.2, -0.01], [0.2, 0.0], [0.07, 0.14], [0.03, 0.18], [0.0, 0.18]] : [[0.19, 0], [0.15, 0.3], [0.151, 0.3], [0.191, 0.0]];
  g.add(lathe(shade, r.main, [0, material === 'metal' ? 1.44 : 1.33, 0]));
  g.add(mesh(new THREE.SphereGeometry(0.04, 24, 16), new THREE.MeshStandardMaterial({ color: '#fff3dc', emissive: '#ffe2b0', emissiveIntensity: 1.5 }), [0, 1.42, 0]));
  return { group: g, detail: [0, 1.45, 0.1], detailSize: 0.3 };
}

function pendantLamp(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const y = 0.7;
  g.add(cyl(0.004, 0.004, 0.55, r.darkMetal, [0, y + 0.27 + 0.18, 0]));
  g.add(cyl(0.02, 0.025, 0.06, r.darkMetal, [0, y + 0.17, 0]));
  if (material === 'glass') g.add(mesh(new THREE.SphereGeometry(0.16, 64, 32), r.main, [0, y, 0]));
  else if (material === 'paper') {
    const p = [];
    for (let i = 0; i <= 24; i++) {
      const a = -Math.PI / 2 + (i / 24) * Math.PI;
      p.push([Math.cos(a) * 0.2 * (1 + 0.04 * Math.cos(i * Math.PI)), 0.16 * Math.sin(a)]);
    }
    g.add(lathe(p, r.main, [0, y, 0]));
  } else g.add(lathe([[0.22, -0.08], [0.2, -0.03], [0.14, 0.08], [0.05, 0.14], [0.0, 0.15]], r.main, [0, y - 0.02, 0]));
  g.add(mesh(new THREE.SphereGeometry(0.035, 24, 16), new THREE.MeshStandardMaterial({ color: '#fff3dc', emissive: '#ffe2b0', emissiveIntensity: 1.4 }), [0, y - 0.02, 0]));
  return { group: g, detail: [0, y, 0.15], detailSize: 0.25, hang: true };
}

function deskLamp(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const body = material === 'metal' ? r.main : r.darkMetal;
  g.add(lathe([[0, 0], [0.08, 0], [0.082, 0.01], [0.075, 0.025], [0, 0.028]], body, [0, 0, 0]));
  const elbow = [0.02, 0.3, -0.06], head = [0.02, 0.42, 0.16];
  g.add(rod([0, 0.02, -0.02], elbow, 0.007, body));
  g.add(rod(elbow, head, 0.007, body));
  g.add(mesh(new THREE.SphereGeometry(0.012, 16, 12), body, elbow));
  const shade = lathe([[0.075, 0], [0.07, 0.02], [0.04, 0.09], [0.012, 0.12], [0, 0.12]], material === 'glass' ? r.main : body, [0, 0, 0]);
  shade.position.set(head[0], head[1] - 0.06, head[2] + 0.03);
  shade.rotation.set(0.4, 0, 0);
  g.add(shade);
  return { group: g, detail: [0.02, 0.38, 0.18], detailSize: 0.14 };
}

function wallLamp(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const body = material === 'metal' ? r.main : hex.toLowerCase() === '#c9a227' ? r.brass : r.darkMetal;
  const y = 0.25;
  g.add(cyl(0.05, 0.05, 0.02, body, [0, y, 0.01], [Math.PI / 2, 0, 0]));
  g.add(rod([0, y, 0.02], [0, y + 0.03, 0.14], 0.007, body));
  g.add(lathe(material === 'metal' ? [[0.06, -0.02], [0.065, 0], [0.04, 0.08], [0, 0.09]] : [[0.08, -0.05], [0.06, 0.09], [0.061, 0.09], [0.081, -0.05]], r.main, [0, y + 0.05, 0.15]));
  return { group: g, detail: [0, y + 0.04, 0.12], detailSize: 0.14, wall: true };
}

function rug(material, hex) {
  const g = new THREE.Group();
  const mat = surface(material, hex, 4);
  mat.map = rugPattern();
  g.add(box(3.0, 0.014, 2.0, mat, [0, 0.007, 0], 0.004));
  const fringe = surface('fabric', '#eee8dc');
  for (const sx of [-1, 1]) for (let k = 0; k < 50; k++) g.add(box(0.07, 0.004, 0.008, fringe, [sx * 1.535, 0.003, -0.98 + (k * 1.96) / 49], 0.001));
  return { group: g, detail: [1.3, 0, 0.8], detailSize: 0.4, flat: true };
}

function mirror(material, hex, { round = false } = {}) {
  const g = new THREE.Group();
  const frame = material === 'glass' ? surface('metal', hex) : surface(material, hex);
  const glass = new THREE.MeshPhysicalMaterial({ color: '#e9eef0', metalness: 1, roughness: 0.02 });
  const [w, h] = round ? [0.6, 0.6] : [0.6, 1.6];
  const cy = round ? 0.9 : 1.1;
  if (round) {
    g.add(cyl(w / 2 + 0.015, w / 2 + 0.015, 0.02, frame, [0, cy, 0.01], [Math.PI / 2, 0, 0], 96));
    g.add(cyl(w / 2, w / 2, 0.02, glass, [0, cy, 0.016], [Math.PI / 2, 0, 0], 96));
  } else {
    g.add(box(w + 0.04, h + 0.04, 0.025, frame, [0, cy, 0.0125], 0.29));
    g.add(box(w, h, 0.025, glass, [0, cy, 0.018], 0.27));
  }
  return { group: g, detail: [w / 2, cy - h / 4, 0.02], detailSize: 0.25, wall: true };
}

function gardenBench(material, hex) {
  const g = new THREE.Group();
  const r = roles(material, hex);
  const slat = material === 'rattan' ? r.main : r.main;
  const frame = material === 'rattan' ? r.frame : r.main;
  const w = 1.4, seatH = 0.44, d = 0.5;
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - 0.03);
    g.add(box(0.05, seatH, 0.05, frame, [x, seatH / 2, d / 2 - 0.05], 0.005));
    g.add(box(0.05, 0.85, 0.05, frame, [x, 0.425, -d / 2 + 0.05], 0.005, { rot: [-0.06, 0, 0] }));
    g.add(box(0.06, 0.035, d + 0.04, frame, [x, 0.66, 0], 0.008));
    g.add(box(0.05, 0.22, 0.04, frame, [x, 0.55, d / 2 - 0.05], 0.005));
  }
  if (material === 'rattan') g.add(box(w - 0.1, 0.04, d - 0.04, slat, [0, seatH, 0], 0.01));
  else for (let k = 0; k < 5; k++) g.add(box(w - 0.04, 0.025, 0.08, slat, [0, seatH, -d / 2 + 0.06 + k * 0.095], 0.004));
  for (let k = 0; k < 3; k++) g.add(box(w - 0.1, 0.07, 0.02, slat, [0, 0.58 + k * 0.1, -d / 2 + 0.03 - k * 0.006], 0.004, { rot: [-0.06, 0, 0] }));
  return { group: g, detail: [w / 2 - 0.05, 0.6, d / 2], detailSize: 0.3 };
}

function giftCard(material, hex) {
  const g = new THREE.Group();
  const card = new THREE.MeshPhysicalMaterial({ color: new THREE.Color(hex), roughness: 0.35, clearcoat: 0.8, clearcoatRoughness: 0.1 });
  const ribbon = new THREE.MeshPhysicalMaterial({ color: new THREE.Color('#d4af5a'), metalness: 0.6, roughness: 0.35, sheen: 1, sheenColor: new THREE.Color('#fff1c0') });
  const body = new THREE.Group();
  body.add(box(0.3, 0.006, 0.19, card, [0, 0.003, 0], 0.002));
  body.add(box(0.03, 0.008, 0.192, ribbon, [0.07, 0.004, 0], 0.001));
  for (const s of [-1, 1]) body.add(mesh(new THREE.TorusGeometry(0.022, 0.006, 12, 40), ribbon, [0.07 + s * 0.02, 0.016, 0], [0, s * 0.5, Math.PI / 2]));
  body.rotation.y = -0.2;
  g.add(body);
  return { group: g, detail: [0.07, 0.01, 0.02], detailSize: 0.08, flat: true };
}

function firewood() {
  const g = new THREE.Group();
  const bark = new THREE.MeshStandardMaterial({ color: new THREE.Color('#5a4030'), roughness: 0.95, bumpMap: null });
  const end = new THREE.MeshStandardMaterial({ map: endGrain(), roughness: 0.9 });
  const random = seeded(11);
  const rows = [4, 3, 2];
  rows.forEach((count, row) => {
    for (let k = 0; k < count; k++) {
      const radius = 0.055 + random() * 0.015;
      const m = new THREE.Mesh(new THREE.CylinderGeometry(radius, radius, 0.25, 9, 1), [bark, end, end]);
      m.rotation.set(Math.PI / 2, random() * 3, 0);
      m.position.set((k - (count - 1) / 2) * 0.13, 0.065 + row * 0.112, (random() - 0.5) * 0.03);
      m.castShadow = m.receiveShadow = true;
      g.add(m);
    }
  });
  return { group: g, detail: [0, 0.15, 0.13], detailSize: 0.18 };
}

/** Product type (slug) → builder; a material and a colour (hex) make the look. */
export const MODELS = {
  '3-seater-sofa': (m, c) => sofa(m, c),
  'corner-sofa': (m, c) => sofa(m, c, { w: 2.7, d: 0.95, chaise: true }),
  'sofa-bed': (m, c) => sofa(m, c, { w: 2.0, d: 0.95, h: 0.85, seats: 2, armW: 0.12, plinth: true, legH: 0.06 }),
  armchair,
  'coffee-table': (m, c) => table(m, c, { w: 1.1, d: 0.6, h: 0.42 }),
  'dining-table': (m, c) => table(m, c, { w: 1.8, d: 0.9, h: 0.75, top: 0.04 }),
  'dining-chair': diningChair,
  'office-chair': officeChair,
  desk,
  'tv-bench': (m, c) => cabinet(m, c, { w: 1.6, d: 0.4, h: 0.5, legH: 0.12, cols: 3, rows: 1, handle: 'knob' }),
  sideboard: (m, c) => cabinet(m, c, { w: 1.8, d: 0.45, h: 0.8, legH: 0.15, cols: 3, rows: 1, handle: 'bar' }),
  'chest-of-drawers': (m, c) => cabinet(m, c, { w: 0.9, d: 0.45, h: 1.0, legH: 0.1, cols: 1, rows: 4 }),
  nightstand: (m, c) => cabinet(m, c, { w: 0.45, d: 0.4, h: 0.5, legH: 0.14, cols: 1, rows: 1, niche: true }),
  wardrobe,
  bookcase,
  pouf,
  'bar-stool': barStool,
  bed,
  'floor-lamp': floorLamp,
  'pendant-lamp': pendantLamp,
  'desk-lamp': deskLamp,
  'wall-lamp': wallLamp,
  rug,
  'wall-mirror': (m, c) => mirror(m, c),
  'round-mirror': (m, c) => mirror(m, c, { round: true }),
  'garden-bench': gardenBench,
  'gift-card': giftCard,
  firewood,
};
