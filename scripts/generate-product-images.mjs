#!/usr/bin/env node
// Generates the flat product illustrations used by the demo catalogue.
//
// Input: scripts/product-image-list.json, [{ id, name, brand, category, imageCount }], which must
// agree with the demo catalogue apps/server/seed/products.json (same ids, names, brands and
// number of images). Output: apps/web/public/images/products/p{id}-{n}.svg for n = 1..imageCount,
// plus fallback-machine.svg, fallback-printer.svg and fallback-scanner.svg. Stale p*-*.svg files in
// that folder are removed. No dependencies: run with `node scripts/generate-product-images.mjs`.
import { mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const LIST_FILE = fileURLToPath(new URL('./product-image-list.json', import.meta.url));
const OUT_DIR = fileURLToPath(new URL('../apps/web/public/images/products/', import.meta.url));
const MAX_BYTES = 6 * 1024;

const FONT = 'Inter, Segoe UI, Roboto, Helvetica, Arial, sans-serif';
const DARK = '#2b3442';
const MID = '#3b4658';
const LIGHT = '#e5e9f0';
const LINE = '#cbd5e1';
const INK = '#0f172a';

/** Soft background, accent colour and display name per category. */
const CATEGORY_STYLE = {
  'billing-machine': { bg: '#e8f1ff', accent: '#2563eb', label: 'Billing Machines' },
  'billing-software': { bg: '#efe9ff', accent: '#7c3aed', label: 'Billing Software' },
  'touch-pos': { bg: '#e4f6f2', accent: '#0d9488', label: 'Touch POS Systems' },
  'thermal-printer': { bg: '#fff0e3', accent: '#ea580c', label: 'Thermal Printers' },
  'bluetooth-printer': { bg: '#e3f3fd', accent: '#0284c7', label: 'Bluetooth Printers' },
  'barcode-printer': { bg: '#fdf7e2', accent: '#ca8a04', label: 'Barcode Printers' },
  'barcode-scanner': { bg: '#ffecef', accent: '#e11d48', label: 'Barcode Scanners' },
  'paper-rolls': { bg: '#f6f0e6', accent: '#b45309', label: 'Paper Rolls' },
  accessories: { bg: '#edf1f5', accent: '#475569', label: 'Accessories' },
  'note-counting': { bg: '#e8f6e9', accent: '#16a34a', label: 'Note Counting Machines' },
  'handheld-device': { bg: '#fcecf9', accent: '#c026d3', label: 'Handheld Devices' },
  computer: { bg: '#eaedfc', accent: '#4f46e5', label: 'Computers' },
};
const ALT_ACCENTS = ['#2563eb', '#ea580c', '#0d9488', '#e11d48', '#7c3aed', '#ca8a04', '#0284c7'];
const VARIANT_LABELS = ['', 'Side view', 'Detail', 'In use'];

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const shadow = (rx = 150, cy = 372) =>
  `<ellipse cx="200" cy="${cy}" rx="${rx}" ry="14" fill="#000" opacity=".12"/>`;

/** Short grey "printed text" strokes, e.g. on a receipt. */
const textLines = (x, y, widths, gap = 14, color = '#94a3b8', w = 5) =>
  `<path d="${widths.map((l, i) => `M${x} ${y + i * gap}h${l}`).join('')}" stroke="${color}" ` +
  `stroke-width="${w}" stroke-linecap="round"/>`;

/** Barcode bars as one path inside the box x..x+width, y..y+height. */
function barcode(x, y, width, height, color = '#111827') {
  const pattern = [3, 1, 2, 1, 1, 3, 2, 1, 1, 2, 3, 1, 1, 2, 1, 3, 2, 1, 1, 2, 2, 1, 3, 1, 1, 2];
  const unit = width / pattern.reduce((a, b) => a + b, 0);
  let d = '';
  let cx = x;
  pattern.forEach((n, i) => {
    if (i % 2 === 0)
      d += `M${cx.toFixed(1)} ${y}h${(n * unit).toFixed(1)}v${height}h-${(n * unit).toFixed(1)}z`;
    cx += n * unit;
  });
  return `<path d="${d}" fill="${color}"/>`;
}

/** A receipt coming out of a printer slot; drawn before the body so the body hides its foot. */
const receipt = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff" stroke="${LINE}" stroke-width="2"/>` +
  textLines(
    x + 14,
    y + 18,
    [w - 40, w - 56, w - 34, w - 62].slice(0, Math.max(2, Math.floor(h / 22))),
  );

// ---------------------------------------------------------------- drawings (400 x 400 box)
// Each returns { svg, focus: [x, y], base? }: focus is the point the "Detail" view zooms in on,
// base the y of the drawing's foot (default 372), used to stand it on the counter in "In use".

function billingMachine(a) {
  let keys = '';
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 5; c++) {
      const fill = r === 3 && c === 4 ? a : c === 4 ? '#94a3b8' : LIGHT;
      keys += `<rect x="${82 + c * 48}" y="${232 + r * 30}" width="40" height="22" rx="5" fill="${fill}"/>`;
    }
  }
  return {
    focus: [200, 250],
    svg:
      shadow(160) +
      receipt(150, 22, 100, 80) +
      `<rect x="50" y="80" width="300" height="284" rx="32" fill="${DARK}"/>` +
      `<rect x="50" y="80" width="300" height="72" rx="32" fill="${MID}"/>` +
      `<rect x="130" y="92" width="140" height="8" rx="4" fill="${INK}"/>` +
      `<rect x="80" y="166" width="240" height="50" rx="8" fill="#c7f0d2"/>` +
      `<text x="304" y="201" text-anchor="end" font-family="monospace" font-size="26" ` +
      `font-weight="700" fill="#14532d">1250.00</text>` +
      keys,
  };
}

function touchPos(a) {
  let tiles = '';
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const op = [0.9, 0.45, 0.25][(i + j) % 3];
      tiles += `<rect x="${58 + i * 62}" y="${92 + j * 52}" width="54" height="42" rx="6" fill="${a}" opacity="${op}"/>`;
    }
  }
  return {
    focus: [200, 150],
    svg:
      shadow(140) +
      `<path d="M175 262h50l20 88h-90z" fill="${MID}"/>` +
      `<rect x="105" y="345" width="190" height="22" rx="11" fill="${DARK}"/>` +
      `<rect x="30" y="40" width="340" height="232" rx="18" fill="${DARK}"/>` +
      `<rect x="46" y="56" width="308" height="200" fill="#f8fafc"/>` +
      `<rect x="46" y="56" width="308" height="24" fill="${a}"/>` +
      tiles +
      `<rect x="250" y="90" width="94" height="156" rx="6" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>` +
      textLines(262, 108, [58, 66, 48, 62], 16, LINE, 6) +
      `<rect x="258" y="214" width="78" height="24" rx="6" fill="${a}"/>`,
  };
}

function thermalPrinter(a) {
  return {
    focus: [200, 150],
    svg:
      shadow(150) +
      `<rect x="125" y="30" width="150" height="150" fill="#fff" stroke="${LINE}" stroke-width="2"/>` +
      textLines(142, 52, [96, 80, 110], 16) +
      barcode(145, 104, 110, 30) +
      `<rect x="60" y="150" width="280" height="206" rx="34" fill="${DARK}"/>` +
      `<rect x="60" y="150" width="280" height="96" rx="34" fill="${MID}"/>` +
      `<rect x="110" y="168" width="180" height="10" rx="5" fill="${INK}"/>` +
      `<path d="M62 246h276" stroke="#1f2937" stroke-width="3"/>` +
      `<circle cx="100" cy="304" r="8" fill="${a}"/><circle cx="126" cy="304" r="8" fill="#22c55e"/>` +
      `<rect x="248" y="292" width="58" height="24" rx="12" fill="#4b5563"/>`,
  };
}

function bluetoothPrinter(a) {
  return {
    focus: [200, 220],
    svg:
      shadow(110) +
      receipt(150, 40, 100, 90) +
      `<rect x="96" y="200" width="16" height="64" rx="8" fill="#475569"/>` +
      `<rect x="288" y="200" width="16" height="64" rx="8" fill="#475569"/>` +
      `<rect x="110" y="110" width="180" height="250" rx="40" fill="${DARK}"/>` +
      `<rect x="110" y="110" width="180" height="92" rx="40" fill="${MID}"/>` +
      `<rect x="140" y="124" width="120" height="8" rx="4" fill="${INK}"/>` +
      `<circle cx="200" cy="262" r="36" fill="${a}"/>` +
      `<path d="M186 248l28 24-14 12v-48l14 12-28 24" fill="none" stroke="#fff" stroke-width="5" ` +
      `stroke-linejoin="round" stroke-linecap="round"/>` +
      `<circle cx="170" cy="330" r="8" fill="#64748b"/><circle cx="230" cy="330" r="8" fill="#64748b"/>`,
  };
}

function barcodePrinter(a) {
  return {
    focus: [200, 300],
    svg:
      shadow(160) +
      `<path d="M50 210q0-80 76-90h148q76 10 76 90z" fill="${MID}"/>` +
      `<ellipse cx="200" cy="172" rx="74" ry="24" fill="${a}" opacity=".45"/>` +
      `<rect x="50" y="200" width="300" height="130" rx="24" fill="${DARK}"/>` +
      `<rect x="100" y="276" width="200" height="8" rx="4" fill="${INK}"/>` +
      `<circle cx="316" cy="232" r="9" fill="${a}"/><circle cx="288" cy="232" r="9" fill="#22c55e"/>` +
      `<rect x="120" y="280" width="160" height="92" rx="6" fill="#fff" stroke="${LINE}" stroke-width="2"/>` +
      barcode(138, 292, 124, 44) +
      textLines(140, 352, [70, 30], 0, '#64748b', 6),
  };
}

function scannerGun(a, wired) {
  return {
    focus: [150, 160],
    svg:
      shadow(130) +
      `<rect x="8" y="118" width="92" height="74" rx="6" fill="#fff" stroke="${LINE}" stroke-width="2"/>` +
      barcode(20, 130, 68, 50) +
      `<path d="M150 150L100 122v66z" fill="${a}" opacity=".25"/>` +
      `<path d="M100 155h52" stroke="${a}" stroke-width="3"/>` +
      (wired
        ? `<path d="M272 366q30 34 96 14" fill="none" stroke="#475569" stroke-width="9" stroke-linecap="round"/>`
        : '') +
      `<path d="M236 190l64 150q6 20-14 26l-30 8q-18 4-24-12l-48-162z" fill="${DARK}"/>` +
      `<path d="M206 208q-10 32 8 54l14-6q-12-22-4-46z" fill="${a}"/>` +
      `<rect x="145" y="100" width="215" height="112" rx="46" fill="${MID}"/>` +
      `<rect x="145" y="122" width="20" height="68" rx="6" fill="${a}"/>` +
      `<path d="M200 108h110" stroke="${a}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="326" cy="178" r="7" fill="#22c55e"/>`,
  };
}

function scannerStand(a) {
  return {
    focus: [200, 170],
    svg:
      shadow(130) +
      `<ellipse cx="200" cy="350" rx="120" ry="24" fill="${DARK}"/>` +
      `<path d="M120 345L140 110q5-42 60-42t60 42l20 235z" fill="${MID}"/>` +
      `<rect x="150" y="110" width="100" height="134" rx="22" fill="${a}" opacity=".6"/>` +
      `<path d="M160 140l80 74M240 140l-80 74M150 177h100" stroke="#ff4d4d" stroke-width="3"/>` +
      `<circle cx="200" cy="88" r="6" fill="#22c55e"/>` +
      `<rect x="160" y="280" width="80" height="12" rx="6" fill="${DARK}"/>`,
  };
}

function paperRoll(a, labels) {
  const strip = labels
    ? [0, 1]
        .map(
          (i) =>
            `<rect x="${132 + i * 82}" y="320" width="72" height="42" rx="6" fill="#fff" ` +
            `stroke="${LINE}" stroke-width="2"/>` +
            barcode(142 + i * 82, 328, 52, 24),
        )
        .join('')
    : textLines(140, 334, [120, 90, 110], 12, '#94a3b8', 4);
  return {
    focus: [300, 210],
    svg:
      shadow(170) +
      `<path d="M136 300L104 372h190l14-72z" fill="${labels ? '#fde68a' : '#fff'}" stroke="#e2e8f0" stroke-width="2"/>` +
      strip +
      `<rect x="110" y="110" width="200" height="200" fill="#eef2f7"/>` +
      `<ellipse cx="110" cy="210" rx="55" ry="100" fill="#eef2f7"/>` +
      `<rect x="160" y="110" width="60" height="200" fill="${a}" opacity=".85"/>` +
      `<path d="M110 122h200" stroke="#fff" stroke-width="8" opacity=".7"/>` +
      `<ellipse cx="310" cy="210" rx="55" ry="100" fill="#fff" stroke="${LINE}" stroke-width="3"/>` +
      `<ellipse cx="310" cy="210" rx="38" ry="70" fill="none" stroke="#e2e8f0" stroke-width="3"/>` +
      `<ellipse cx="310" cy="210" rx="17" ry="30" fill="#94a3b8"/>` +
      `<ellipse cx="310" cy="210" rx="9" ry="17" fill="#475569"/>`,
  };
}

function noteCounter(a) {
  const notes = ['#c9c3b5', '#b8a9d9', '#f2c14e']
    .map(
      (c, i) =>
        `<rect x="${146 + i * 6}" y="${50 + i * 12}" width="108" height="50" rx="4" fill="${c}" ` +
        `stroke="#fff" stroke-width="2" transform="rotate(-8 200 80)"/>`,
    )
    .join('');
  return {
    focus: [200, 226],
    svg:
      shadow(170) +
      notes +
      `<path d="M120 150L150 86h100l30 64z" fill="${MID}"/>` +
      `<path d="M60 350L80 172q4-22 24-22h192q20 0 24 22l20 178z" fill="${LIGHT}"/>` +
      `<rect x="55" y="338" width="290" height="22" rx="8" fill="${DARK}"/>` +
      `<rect x="120" y="186" width="160" height="56" rx="8" fill="${INK}"/>` +
      `<text x="268" y="226" text-anchor="end" font-family="monospace" font-size="32" ` +
      `font-weight="700" fill="#4ade80">100</text>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${122 + i * 42}" y="256" width="32" height="14" rx="7" ` +
            `fill="${i === 3 ? a : '#94a3b8'}"/>`,
        )
        .join('') +
      `<rect x="110" y="286" width="180" height="44" rx="8" fill="${DARK}"/>` +
      `<rect x="130" y="300" width="140" height="18" rx="3" fill="#c9c3b5"/>`,
  };
}

function handheld(a) {
  const tiles = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${148 + (i % 2) * 60}" y="${180 + Math.floor(i / 2) * 56}" ` +
        `width="52" height="46" rx="8" fill="${a}" opacity="${i === 0 ? 0.9 : 0.3}"/>`,
    )
    .join('');
  return {
    focus: [205, 200],
    svg:
      shadow(110) +
      receipt(160, 18, 90, 80) +
      `<rect x="120" y="60" width="170" height="304" rx="30" fill="${DARK}"/>` +
      `<rect x="120" y="60" width="170" height="70" rx="30" fill="${MID}"/>` +
      `<rect x="150" y="72" width="110" height="8" rx="4" fill="${INK}"/>` +
      `<rect x="136" y="140" width="138" height="172" rx="10" fill="#f8fafc"/>` +
      `<rect x="136" y="140" width="138" height="28" rx="10" fill="${a}"/>` +
      tiles +
      `<circle cx="205" cy="338" r="10" fill="#4b5563"/>`,
  };
}

function computer(a, mini) {
  return {
    focus: [170, 140],
    svg:
      shadow(180) +
      (mini
        ? `<rect x="300" y="250" width="84" height="40" rx="8" fill="${MID}"/><circle cx="372" cy="270" r="5" fill="${a}"/>`
        : `<rect x="312" y="100" width="72" height="210" rx="10" fill="${MID}"/>` +
          `<path d="M326 124h44M326 140h44" stroke="${DARK}" stroke-width="5"/>` +
          `<circle cx="348" cy="280" r="8" fill="${a}"/>`) +
      `<rect x="30" y="46" width="270" height="186" rx="12" fill="${DARK}"/>` +
      `<rect x="42" y="58" width="246" height="156" fill="#f8fafc"/>` +
      `<rect x="42" y="58" width="246" height="22" fill="${a}"/>` +
      `<rect x="54" y="92" width="130" height="110" rx="6" fill="${a}" opacity=".18"/>` +
      textLines(200, 100, [72, 56, 66, 48, 60], 20, LINE, 7) +
      `<path d="M150 232h30l8 46h-46z" fill="${MID}"/>` +
      `<rect x="110" y="274" width="110" height="14" rx="7" fill="${DARK}"/>` +
      `<path d="M70 318h220l16 38H54z" fill="${LIGHT}" stroke="${LINE}" stroke-width="2"/>` +
      `<path d="M84 330h192M78 344h204" stroke="${LINE}" stroke-width="5" stroke-dasharray="12 5"/>` +
      `<ellipse cx="338" cy="340" rx="15" ry="21" fill="${LIGHT}" stroke="${LINE}" stroke-width="2"/>`,
  };
}

function software(a) {
  const rows = [132, 150, 168, 186];
  return {
    focus: [200, 150],
    base: 290,
    svg:
      shadow(180, 290) +
      `<rect x="60" y="50" width="280" height="204" rx="14" fill="${DARK}"/>` +
      `<rect x="74" y="64" width="252" height="176" fill="#fff"/>` +
      `<rect x="74" y="64" width="252" height="30" fill="${a}"/>` +
      `<text x="86" y="85" font-family="${FONT}" font-size="14" font-weight="700" fill="#fff">TAX INVOICE</text>` +
      `<text x="314" y="85" text-anchor="end" font-family="${FONT}" font-size="12" fill="#fff">GST</text>` +
      `<rect x="86" y="104" width="228" height="14" fill="#e2e8f0"/>` +
      `<path d="${rows.map((y) => `M86 ${y}h228`).join('')}" stroke="#e5e7eb" stroke-width="2"/>` +
      textLines(92, 126, [80, 64, 90, 56], 18, '#94a3b8', 5) +
      textLines(270, 126, [36, 30, 36, 28], 18, '#64748b', 5) +
      `<rect x="222" y="202" width="92" height="26" rx="4" fill="${a}" opacity=".15"/>` +
      `<path d="M232 215h72" stroke="${a}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M30 254h340l-22 30H52z" fill="${MID}"/>` +
      `<rect x="170" y="254" width="60" height="8" rx="4" fill="#1f2937"/>` +
      `<circle cx="336" cy="60" r="26" fill="${a}" stroke="#fff" stroke-width="4"/>` +
      `<path d="M324 60l9 9 16-18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" ` +
      `stroke-linejoin="round"/>`,
  };
}

function charger(a) {
  return {
    focus: [185, 200],
    svg:
      shadow(130) +
      `<rect x="150" y="80" width="14" height="46" rx="4" fill="#94a3b8"/>` +
      `<rect x="206" y="80" width="14" height="46" rx="4" fill="#94a3b8"/>` +
      `<path d="M185 268c0 70 110 30 118 84" fill="none" stroke="#334155" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="289" y="344" width="28" height="36" rx="7" fill="#f8fafc" stroke="${LINE}" stroke-width="3"/>` +
      `<rect x="120" y="120" width="130" height="150" rx="26" fill="#f8fafc" stroke="${LINE}" stroke-width="3"/>` +
      `<rect x="165" y="252" width="40" height="10" rx="5" fill="#334155"/>` +
      `<path d="M198 148l-32 52h22l-8 44 36-58h-22z" fill="${a}"/>`,
  };
}

function cable(a) {
  let coil = '';
  for (let i = 0; i < 5; i++) {
    coil += `<ellipse cx="${150 + i * 24}" cy="200" rx="70" ry="100" fill="none" stroke="#334155" stroke-width="9"/>`;
  }
  return {
    focus: [200, 200],
    svg:
      shadow(160) +
      coil +
      `<path d="M100 270q-20 40-10 48M296 150q30-10 36-40" fill="none" stroke="#334155" stroke-width="9"/>` +
      `<rect x="56" y="312" width="70" height="36" rx="6" fill="${LINE}"/>` +
      `<rect x="24" y="318" width="36" height="24" fill="#94a3b8"/>` +
      `<rect x="304" y="64" width="56" height="56" rx="8" fill="${LINE}"/>` +
      `<rect x="318" y="40" width="28" height="28" fill="#94a3b8"/>` +
      `<rect x="96" y="296" width="34" height="20" rx="6" fill="${a}"/>`,
  };
}

function cashDrawer(a) {
  const notes = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `<rect x="${86 + i * 48}" y="238" width="40" height="44" rx="3" ` +
        `fill="${['#c9c3b5', '#b8a9d9', '#f2c14e', '#9fc7a5', '#e8a0a8'][i]}"/>`,
    )
    .join('');
  const coins = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => `<ellipse cx="${70 + i * 37}" cy="302" rx="15" ry="8" ` + `fill="#94a3b8"/>`)
    .join('');
  return {
    focus: [200, 280],
    svg:
      shadow(190) +
      `<path d="M80 100h240l30 44H50z" fill="${MID}"/>` +
      `<rect x="50" y="144" width="300" height="90" fill="${DARK}"/>` +
      `<path d="M62 226h276l36 94H26z" fill="${LIGHT}"/>` +
      notes +
      coins +
      `<rect x="24" y="318" width="352" height="44" rx="6" fill="${MID}"/>` +
      `<rect x="150" y="332" width="100" height="10" rx="5" fill="${DARK}"/>` +
      `<circle cx="330" cy="340" r="10" fill="${a}"/>`,
  };
}

function adapter(a) {
  return {
    focus: [200, 210],
    svg:
      shadow(170) +
      `<path d="M100 205c-50 0-60 95-10 125M300 205c60 0 60 115 0 125-60 10-80-30-50-40" fill="none" ` +
      `stroke="#111827" stroke-width="8"/>` +
      `<rect x="70" y="320" width="40" height="44" rx="8" fill="#e5e7eb" stroke="${LINE}" stroke-width="2"/>` +
      `<circle cx="250" cy="290" r="16" fill="#4b5563"/>` +
      `<rect x="100" y="150" width="200" height="112" rx="18" fill="#1f2937"/>` +
      `<rect x="128" y="176" width="96" height="58" rx="6" fill="#374151"/>` +
      `<text x="176" y="214" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" ` +
      `fill="${a}">24V</text>` +
      `<circle cx="268" cy="206" r="6" fill="#22c55e"/>`,
  };
}

/** Picks the drawing for a product from its category (and, for a few, its name). */
function drawingFor(category, name, accent) {
  const n = name.toLowerCase();
  switch (category) {
    case 'billing-machine':
      return billingMachine(accent);
    case 'touch-pos':
      return touchPos(accent);
    case 'thermal-printer':
      return thermalPrinter(accent);
    case 'bluetooth-printer':
      return bluetoothPrinter(accent);
    case 'barcode-printer':
      return barcodePrinter(accent);
    case 'barcode-scanner':
      if (n.includes('table top') || n.includes('omni')) return scannerStand(accent);
      return scannerGun(accent, !/wireless|bluetooth|pocket/.test(n));
    case 'paper-rolls':
      return paperRoll(accent, n.includes('label'));
    case 'note-counting':
      return noteCounter(accent);
    case 'handheld-device':
      return handheld(accent);
    case 'computer':
      return computer(accent, n.includes('mini'));
    case 'billing-software':
      return software(accent);
    case 'accessories':
      if (n.includes('drawer')) return cashDrawer(accent);
      if (n.includes('cable')) return cable(accent);
      if (n.includes('adapter')) return adapter(accent);
      return charger(accent);
    default:
      console.warn(`Unknown category "${category}" for "${name}", drawing a billing machine`);
      return billingMachine(accent);
  }
}

/** Word-wraps text into at most maxLines lines of about maxChars characters. */
function wrap(text, maxChars = 30, maxLines = 3) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = lines[maxLines - 1].replace(/\s*\S*$/, '') + '…';
  }
  return lines;
}

/**
 * One picture. variant 1 = front view, 2 = side view, 3 = zoomed detail, 4 = in use on a counter.
 * `title` is the big text (product name), `subtitle` the brand line.
 */
function renderSvg({ category, name, title, subtitle, variant, seed }) {
  const style = CATEGORY_STYLE[category] ?? CATEGORY_STYLE.accessories;
  let accent = style.accent;
  if (variant > 1) {
    const alts = ALT_ACCENTS.filter((c) => c !== style.accent);
    accent = alts[(seed + variant) % alts.length];
  }
  const { svg: art, focus, base = 372 } = drawingFor(category, name, accent);
  const parts = [];
  parts.push(`<rect width="800" height="800" fill="${style.bg}"/>`);
  const flip = variant % 2 === 0;
  parts.push(`<circle cx="${flip ? 150 : 650}" cy="140" r="230" fill="#fff" opacity=".45"/>`);
  parts.push(`<circle cx="${flip ? 690 : 110}" cy="500" r="120" fill="${accent}" opacity=".08"/>`);

  if (variant === 3) {
    parts.push(
      '<defs><clipPath id="c"><rect x="40" y="40" width="720" height="520" rx="32"/></clipPath></defs>',
      '<rect x="40" y="40" width="720" height="520" rx="32" fill="#fff" opacity=".55"/>',
      `<g clip-path="url(#c)"><g transform="translate(400 300) scale(1.75) translate(${-focus[0]} ${-focus[1]})">`,
      art,
      '</g></g>',
      `<rect x="40" y="40" width="720" height="520" rx="32" fill="none" stroke="${accent}" stroke-width="4" ` +
        'opacity=".35"/>',
    );
  } else if (variant === 4) {
    parts.push(
      `<path d="M70 170h200M540 230h190" stroke="${accent}" stroke-width="10" stroke-linecap="round" opacity=".2"/>`,
      '<rect x="0" y="470" width="800" height="92" fill="#c8935f"/>',
      '<rect x="0" y="470" width="800" height="12" fill="#dcae7f"/>',
      `<g transform="translate(400 ${Math.round(470 - (base - 200) * 0.9)}) scale(.9) translate(-200 -200)">` +
        `${art}</g>`,
    );
  } else if (variant === 2) {
    parts.push(
      `<g transform="translate(400 310) skewY(-8) scale(1 1.08) translate(-200 -200)">${art}</g>`,
    );
  } else {
    parts.push(`<g transform="translate(400 310) scale(1.15) translate(-200 -200)">${art}</g>`);
  }

  const label = VARIANT_LABELS[variant - 1];
  if (label) {
    const w = Math.round(label.length * 10.5 + 40);
    parts.push(
      `<rect x="56" y="56" width="${w}" height="40" rx="20" fill="#fff" stroke="${accent}" stroke-width="2"/>`,
      `<text x="${56 + w / 2}" y="82" text-anchor="middle" font-family="${FONT}" font-size="18" ` +
        `font-weight="600" fill="${accent}">${esc(label)}</text>`,
    );
  }

  const lines = wrap(title);
  lines.forEach((l, i) =>
    parts.push(
      `<text x="60" y="${622 + i * 46}" font-family="${FONT}" font-size="36" font-weight="700" ` +
        `fill="#111827">${esc(l)}</text>`,
    ),
  );
  parts.push(
    `<text x="60" y="${622 + lines.length * 46 + 8}" font-family="${FONT}" font-size="24" font-weight="600" ` +
      `fill="${accent}">${esc(subtitle)}<tspan dx="12" fill="#64748b" font-weight="400">· ${esc(style.label)}` +
      '</tspan></text>',
  );

  const aria = label ? `${title}, ${label.toLowerCase()}` : title;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" ' +
    `aria-label="${esc(aria)}"><title>${esc(aria)}</title>${parts.join('')}</svg>\n`
  );
}

// ---------------------------------------------------------------- main

function readList() {
  const list = JSON.parse(readFileSync(LIST_FILE, 'utf8'));
  if (!Array.isArray(list)) throw new Error(`${LIST_FILE} must hold an array`);
  const seen = new Set();
  for (const p of list) {
    if (!Number.isInteger(p.id) || seen.has(p.id)) throw new Error(`Bad or duplicate id: ${p.id}`);
    seen.add(p.id);
    if (
      typeof p.name !== 'string' ||
      typeof p.brand !== 'string' ||
      typeof p.category !== 'string'
    ) {
      throw new Error(`Product ${p.id}: name, brand and category must be strings`);
    }
    if (!Number.isInteger(p.imageCount) || p.imageCount < 1 || p.imageCount > 4) {
      throw new Error(`Product ${p.id}: imageCount must be 1 to 4`);
    }
  }
  return list;
}

function main() {
  const list = readList();
  mkdirSync(OUT_DIR, { recursive: true });

  const files = new Map();
  for (const p of list) {
    for (let n = 1; n <= p.imageCount; n++) {
      files.set(
        `p${p.id}-${n}.svg`,
        renderSvg({
          category: p.category,
          name: p.name,
          title: p.name,
          subtitle: p.brand,
          variant: n,
          seed: p.id,
        }),
      );
    }
  }
  const fallbacks = [
    ['fallback-machine.svg', 'billing-machine', 'Billing machine'],
    ['fallback-printer.svg', 'thermal-printer', 'Receipt printer'],
    ['fallback-scanner.svg', 'barcode-scanner', 'Barcode scanner'],
  ];
  for (const [file, category, kind] of fallbacks) {
    files.set(
      file,
      renderSvg({
        category,
        name: kind,
        title: `${kind}: image coming soon`,
        subtitle: 'Shubh Billing Systems',
        variant: 1,
        seed: 0,
      }),
    );
  }

  // Remove product pictures that no longer belong to any product.
  for (const f of readdirSync(OUT_DIR)) {
    if (/^p\d+-\d+\.svg$/.test(f) && !files.has(f)) unlinkSync(`${OUT_DIR}${f}`);
  }

  let largest = 0;
  for (const [file, svg] of files) {
    const bytes = Buffer.byteLength(svg);
    largest = Math.max(largest, bytes);
    if (bytes > MAX_BYTES) console.warn(`${file} is ${bytes} bytes (over ${MAX_BYTES})`);
    writeFileSync(`${OUT_DIR}${file}`, svg);
  }
  console.log(`Wrote ${files.size} SVG files to ${OUT_DIR} (largest ${largest} bytes)`);
}

main();
