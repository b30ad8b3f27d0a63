/**
 * The rules of selling in India that both apps apply: states and union territories with their GST
 * state codes, mobile numbers, PIN codes and GSTINs.
 */

/** The 28 states and 8 union territories, with the two-digit state code GST uses for each. */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands', ut: true },
  { code: '37', name: 'Andhra Pradesh', ut: false },
  { code: '12', name: 'Arunachal Pradesh', ut: false },
  { code: '18', name: 'Assam', ut: false },
  { code: '10', name: 'Bihar', ut: false },
  { code: '04', name: 'Chandigarh', ut: true },
  { code: '22', name: 'Chhattisgarh', ut: false },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', ut: true },
  { code: '07', name: 'Delhi', ut: true },
  { code: '30', name: 'Goa', ut: false },
  { code: '24', name: 'Gujarat', ut: false },
  { code: '06', name: 'Haryana', ut: false },
  { code: '02', name: 'Himachal Pradesh', ut: false },
  { code: '01', name: 'Jammu and Kashmir', ut: true },
  { code: '20', name: 'Jharkhand', ut: false },
  { code: '29', name: 'Karnataka', ut: false },
  { code: '32', name: 'Kerala', ut: false },
  { code: '38', name: 'Ladakh', ut: true },
  { code: '31', name: 'Lakshadweep', ut: true },
  { code: '23', name: 'Madhya Pradesh', ut: false },
  { code: '27', name: 'Maharashtra', ut: false },
  { code: '14', name: 'Manipur', ut: false },
  { code: '17', name: 'Meghalaya', ut: false },
  { code: '15', name: 'Mizoram', ut: false },
  { code: '13', name: 'Nagaland', ut: false },
  { code: '21', name: 'Odisha', ut: false },
  { code: '34', name: 'Puducherry', ut: true },
  { code: '03', name: 'Punjab', ut: false },
  { code: '08', name: 'Rajasthan', ut: false },
  { code: '11', name: 'Sikkim', ut: false },
  { code: '33', name: 'Tamil Nadu', ut: false },
  { code: '36', name: 'Telangana', ut: false },
  { code: '16', name: 'Tripura', ut: false },
  { code: '09', name: 'Uttar Pradesh', ut: false },
  { code: '05', name: 'Uttarakhand', ut: false },
  { code: '19', name: 'West Bengal', ut: false },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export const INDIAN_STATE_NAMES = INDIAN_STATES.map((s) => s.name);

const normalise = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');

/** Older spellings people still type, mapped to today's names. */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  chattisgarh: 'Chhattisgarh',
  uttaranchal: 'Uttarakhand',
  newdelhi: 'Delhi',
  nctofdelhi: 'Delhi',
  andamanandnicobar: 'Andaman and Nicobar Islands',
  damananddiu: 'Dadra and Nagar Haveli and Daman and Diu',
  dadraandnagarhaveli: 'Dadra and Nagar Haveli and Daman and Diu',
};

/** The state or union territory a name stands for (any case, '&' or 'and', old spellings), or undefined. */
export function findIndianState(name: string): IndianState | undefined {
  const key = normalise(name);
  const canonical = STATE_ALIASES[key];
  return INDIAN_STATES.find((s) => normalise(s.name) === key || s.name === canonical);
}

export function stateByCode(code: string): IndianState | undefined {
  return INDIAN_STATES.find((s) => s.code === code);
}

/** The seller's state: sales delivered inside it are intra-state supplies. */
export const SELLER_STATE_CODE = '03';

/** Indian mobile numbers: 10 digits, the first 6, 7, 8 or 9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * A phone number as people type it, as the 10 digits we store: spaces, dashes, dots and brackets
 * dropped, and the country code (+91, 0091, or 91 before ten digits) or the trunk 0 before ten
 * digits taken off. Anything else is returned without its separators, for the pattern to refuse.
 */
export function normaliseIndianMobile(typed: string): string {
  const compact = typed.trim().replace(/[\s\-.()]/g, '');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (/^0091\d{10}$/.test(digits)) return digits.slice(4);
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits) && !compact.startsWith('+')) return digits.slice(1);
  return compact.startsWith('+') ? compact : digits;
}

/** Room in a phone field for the number as people write it ("+91 98140-12345"). */
export const PHONE_INPUT_MAX_LENGTH = 17;

/** PIN codes: 6 digits, never starting with 0. */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** Cash on delivery is refused above this order total unless the server is configured otherwise. */
export const COD_LIMIT_RUPEES_DEFAULT = 10_000;

export const INDIA_MESSAGES = {
  mobileInvalid: 'Enter a valid Indian mobile number',
  pinInvalid: 'Invalid PIN code (6 digits required)',
  pinUnknown: 'We could not find this PIN code',
  stateRequired: 'Choose a state or union territory',
  stateUnknown: 'Choose a state or union territory from the list',
  stateMismatch: (pin: string, state: string) => `PIN code ${pin} is in ${state}`,
  pinNotServiceable: 'We do not deliver to this PIN code yet',
  codNotAvailablePin: 'Cash on delivery is not available for this PIN code',
  codOverLimit: (limit: string) => `Cash on delivery is available for orders up to ${limit}`,
  gstinInvalid: 'Invalid GSTIN',
  gstinStateMismatch: 'The GSTIN belongs to another state',
} as const;

// ---------------------------------------------------------------------------------------------
// GSTIN: 2-digit state code, 10-character PAN, entity number, 'Z', check character.

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters (base-36 weighted sum, the scheme GSTN publishes). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not valid (for `stateCode` when given), or null when it is. */
export function gstinProblem(gstin: string, stateCode?: string): string | null {
  if (!GSTIN_PATTERN.test(gstin) || !stateByCode(gstin.slice(0, 2))) return INDIA_MESSAGES.gstinInvalid;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return INDIA_MESSAGES.gstinInvalid;
  if (stateCode && gstin.slice(0, 2) !== stateCode) return INDIA_MESSAGES.gstinStateMismatch;
  return null;
}
