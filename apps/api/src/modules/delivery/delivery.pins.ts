import fs from 'node:fs';
import path from 'node:path';

/**
 * The PIN directory: PIN code → district and state, from a compact file shipped with the API
 * (built by `pin-index.build.ts`). Pins are sorted and stored as base-36 gaps from the previous
 * PIN, each followed by its district's index: about 19,000 PINs in well under 200 KB.
 */
export type PinIndexFile = {
  source: string;
  builtAt: string;
  states: string[];
  /** [district name, index in `states`] */
  districts: [string, number][];
  /** 'gap:district,gap:district,…' in base 36 */
  pins: string;
};

export type PinPlace = { pin: string; district: string; state: string };

export function encodePinIndex(entries: PinPlace[], meta: { source: string; builtAt: string }): PinIndexFile {
  const sorted = [...entries].sort((a, b) => Number(a.pin) - Number(b.pin));
  const states = [...new Set(sorted.map((e) => e.state))].sort();
  const districtKeys = [...new Set(sorted.map((e) => `${e.district}|${e.state}`))].sort();
  const districtIndex = new Map(districtKeys.map((key, i) => [key, i]));
  let previous = 0;
  const pins = sorted.map((entry) => {
    const gap = Number(entry.pin) - previous;
    previous = Number(entry.pin);
    return `${gap.toString(36)}:${districtIndex.get(`${entry.district}|${entry.state}`)!.toString(36)}`;
  });
  return {
    ...meta,
    states,
    districts: districtKeys.map((key) => {
      const [district, state] = key.split('|') as [string, string];
      return [district, states.indexOf(state)];
    }),
    pins: pins.join(','),
  };
}

export function decodePinIndex(file: PinIndexFile): Map<string, PinPlace> {
  const places = new Map<string, PinPlace>();
  let pin = 0;
  for (const item of file.pins.split(',')) {
    const [gap, district] = item.split(':') as [string, string];
    pin += parseInt(gap, 36);
    const [districtName, state] = file.districts[parseInt(district, 36)]!;
    places.set(String(pin), { pin: String(pin), district: districtName, state: file.states[state]! });
  }
  return places;
}

let directory: Map<string, PinPlace> | undefined;

/** The district and state of a PIN code, or undefined when India Post has no such PIN. */
export function findPin(pin: string): PinPlace | undefined {
  directory ??= decodePinIndex(
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'pin-index.json'), 'utf8')) as PinIndexFile,
  );
  return directory.get(pin);
}
