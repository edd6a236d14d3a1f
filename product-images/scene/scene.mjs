// The photo studio: a seamless light backdrop, an environment of soft boxes for reflections, one
// key light with a soft shadow and a contact shadow under the piece. window.renderLook() answers a
// PNG (data URL) of one view of one look; the generator (src/render.ts) calls it.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { MODELS } from './models.mjs';

const BACKDROP = '#f2f0ed';
const SIZE = 1024;

const canvas = document.getElementById('stage');
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(SIZE, SIZE, false);
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.toneMapping = THREE.NeutralToneMapping;
renderer.toneMappingExposure = 0.92;
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = THREE.VSMShadowMap;

const pmrem = new THREE.PMREMGenerator(renderer);
const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;

/** A dark radial gradient: the soft occlusion where a piece meets the floor. */
function contactShadow() {
  const c = document.createElement('canvas');
  c.width = c.height = 256;
  const g = c.getContext('2d');
  const grad = g.createRadialGradient(128, 128, 0, 128, 128, 128);
  grad.addColorStop(0, 'rgba(0,0,0,0.55)');
  grad.addColorStop(0.55, 'rgba(0,0,0,0.25)');
  grad.addColorStop(1, 'rgba(0,0,0,0)');
  g.fillStyle = grad;
  g.fillRect(0, 0, 256, 256);
  return new THREE.CanvasTexture(c);
}
const blob = contactShadow();

/** Where the camera stands for a view: azimuth and elevation in degrees, and how tight. */
const VIEWS = {
  front: { az: 0, el: 8 },
  'three-quarter': { az: 36, el: 16 },
};

let current = null;

function build(look) {
  const make = MODELS[look.model];
  if (!make) throw new Error(`no model ${look.model}`);
  const piece = make(look.material, look.colour);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(BACKDROP);
  scene.environment = environment;
  scene.environmentIntensity = 0.7;
  scene.add(piece.group);

  const box = new THREE.Box3().setFromObject(piece.group);
  const sphere = box.getBoundingSphere(new THREE.Sphere());
  const span = sphere.radius;

  const key = new THREE.DirectionalLight(0xfff8f0, 1.8);
  key.position.set(-0.6 * span * 3, 1.4 * span * 3, 0.9 * span * 3).add(sphere.center);
  key.target.position.copy(sphere.center);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  const cam = key.shadow.camera;
  cam.left = cam.bottom = -span * 2.2;
  cam.right = cam.top = span * 2.2;
  cam.near = 0.01;
  cam.far = span * 10;
  key.shadow.radius = 8;
  key.shadow.blurSamples = 10;
  key.shadow.bias = -0.0004;
  scene.add(key, key.target);

  const catcher = new THREE.Mesh(new THREE.PlaneGeometry(60, 60), new THREE.ShadowMaterial({ opacity: 0.2 }));
  catcher.rotation.x = -Math.PI / 2;
  catcher.receiveShadow = true;
  scene.add(catcher);
  if (piece.wall) {
    const wall = new THREE.Mesh(new THREE.PlaneGeometry(60, 60), new THREE.ShadowMaterial({ opacity: 0.18 }));
    wall.position.z = -0.001;
    wall.receiveShadow = true;
    scene.add(wall);
    key.position.set(-0.5 * span * 3, 1.2 * span * 3, 1.4 * span * 3).add(sphere.center);
  }
  if (!piece.hang && !piece.wall) {
    const w = (box.max.x - box.min.x) * 1.25, d = (box.max.z - box.min.z) * 1.25;
    const shadow = new THREE.Mesh(new THREE.PlaneGeometry(w, d), new THREE.MeshBasicMaterial({ map: blob, transparent: true, depthWrite: false, opacity: piece.flat ? 0.35 : 0.6, color: 0x000000 }));
    shadow.rotation.x = -Math.PI / 2;
    shadow.position.set((box.min.x + box.max.x) / 2, 0.0015, (box.min.z + box.max.z) / 2);
    shadow.renderOrder = -1;
    scene.add(shadow);
  }
  return { look, piece, scene, sphere, box };
}

const direction = (az, el) => {
  const a = THREE.MathUtils.degToRad(az), e = THREE.MathUtils.degToRad(el);
  return new THREE.Vector3(Math.sin(a) * Math.cos(e), Math.sin(e), Math.cos(a) * Math.cos(e));
};

/** The distance at which every corner of the box falls inside the frame (`tan` of the half field, less a margin). */
function fitDistance(box, target, dir, tan) {
  const forward = dir.clone().negate();
  const right = new THREE.Vector3().crossVectors(forward, new THREE.Vector3(0, 1, 0)).normalize();
  const up = new THREE.Vector3().crossVectors(right, forward);
  let distance = 0;
  for (const x of [box.min.x, box.max.x])
    for (const y of [box.min.y, box.max.y])
      for (const z of [box.min.z, box.max.z]) {
        const p = new THREE.Vector3(x, y, z).sub(target);
        const depth = p.dot(dir);
        distance = Math.max(distance, depth + Math.abs(p.dot(right)) / tan, depth + Math.abs(p.dot(up)) / tan);
      }
  return distance;
}

function cameraFor({ piece, box }, view) {
  const camera = new THREE.PerspectiveCamera(26, 1, 0.01, 100);
  const fov = THREE.MathUtils.degToRad(camera.fov / 2);
  let target, distance, az, el;
  if (view === 'detail') {
    target = new THREE.Vector3(...piece.detail);
    az = 30;
    el = piece.flat ? 40 : 18;
    distance = piece.detailSize / Math.tan(fov);
  } else {
    ({ az, el } = VIEWS[view]);
    if (piece.flat) el += 30;
    if (piece.wall) az *= 0.7;
    target = box.getCenter(new THREE.Vector3());
    distance = fitDistance(box, target, direction(az, el), Math.tan(fov) * 0.86);
  }
  camera.position.copy(direction(az, el)).multiplyScalar(distance).add(target);
  camera.lookAt(target);
  return camera;
}

window.renderLook = (look, view) => {
  const same = current && JSON.stringify(current.look) === JSON.stringify(look);
  if (!same) current = build(look);
  renderer.render(current.scene, cameraFor(current, view));
  return canvas.toDataURL('image/png');
};
window.studioReady = true;
