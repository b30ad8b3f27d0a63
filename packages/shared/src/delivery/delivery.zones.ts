/**
 * How far a parcel travels from the shop's warehouse, in the zones Indian couriers price and time
 * by: the warehouse's own city (district), its state, a metro city, the rest of India, and the
 * north-east and the islands (plus Jammu and Kashmir and Ladakh), where parcels take longest.
 */
import { PROCESSING_BUSINESS_DAYS } from '../constants.ts';

export const DELIVERY_ZONES = ['same_city', 'same_state', 'metro', 'rest_of_india', 'north_east_islands'] as const;
// No zod here: the home page's promise is written from this file, and zod stays out of its first load
// (the schema `DeliveryZone` is in delivery.schemas.ts).
type Zone = (typeof DELIVERY_ZONES)[number];

/** Working days (Monday to Saturday) a parcel takes from dispatch, per zone. */
export const DELIVERY_ZONE_DAYS: Readonly<Record<Zone, { min: number; max: number }>> = {
  same_city: { min: 1, max: 2 },
  same_state: { min: 2, max: 4 },
  metro: { min: 3, max: 5 },
  rest_of_india: { min: 4, max: 7 },
  north_east_islands: { min: 6, max: 10 },
};

/** From the nearest zone's fastest to the farthest zone's slowest: what the policies promise for all of India. */
export const DELIVERY_WORKING_DAYS = {
  min: Math.min(...Object.values(DELIVERY_ZONE_DAYS).map((days) => days.min)),
  max: Math.max(...Object.values(DELIVERY_ZONE_DAYS).map((days) => days.max)),
} as const;

export const DELIVERY_ZONE_LABELS: Readonly<Record<Zone, string>> = {
  same_city: 'Same city',
  same_state: 'Same state',
  metro: 'Metro city',
  rest_of_india: 'Rest of India',
  north_east_islands: 'North-east, J&K and islands',
};

/** The states (as the PIN directory names them) couriers reach last. */
export const REMOTE_STATES: readonly string[] = [
  'Jammu and Kashmir',
  'Ladakh',
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/** Metro cities by their PIN directory districts (every district of Delhi counts too). */
export const METRO_DISTRICTS: readonly string[] = [
  'Mumbai',
  'Thane',
  'Kolkata',
  'Chennai',
  'Bangalore',
  'Hyderabad',
  'K.V.Rangareddy',
  'Pune',
  'Ahmedabad',
  'Gurgaon',
  'Gautam Buddha Nagar',
];
const METRO_STATES: readonly string[] = ['Delhi'];

type Place = { district: string; state: string };

/** The zone of a parcel from the warehouse to a place (both as the PIN directory names them). */
export function deliveryZone(warehouse: Place, to: Place): Zone {
  if (to.state === warehouse.state && to.district === warehouse.district) return 'same_city';
  if (to.state === warehouse.state) return 'same_state';
  if (REMOTE_STATES.includes(to.state)) return 'north_east_islands';
  if (METRO_STATES.includes(to.state) || METRO_DISTRICTS.includes(to.district)) return 'metro';
  return 'rest_of_india';
}

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;

/**
 * The delivery promise in one line (home page, About, checkout), from the same table and
 * processing days the date on every order is computed from: packed in business days, then on
 * the road in working days for the parcel's zone.
 */
export const DELIVERY_PROMISE = `Ships in ${range(PROCESSING_BUSINESS_DAYS)} business days, then arrives in ${range(
  DELIVERY_ZONE_DAYS.metro,
)} working days in metro cities, ${range(DELIVERY_ZONE_DAYS.rest_of_india)} across the rest of India.`;
