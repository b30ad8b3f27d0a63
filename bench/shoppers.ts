/**
 * The benches' shoppers and owner, through the shop's own API as a browser would: sign-up with the
 * mailed code, the admin's log-in, and the address every bench orders to.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API, API_BASE_PATH, DEFAULT_COD_RULES, MAX_PAGE_SIZE } from '@shop/shared';
import { BENCH_ADMIN } from './harness.ts';

/** A delivery address in Ludhiana, Punjab: cash on delivery is allowed there. */
export const BENCH_ADDRESS = {
  houseNumber: '12-B',
  street: 'Mall Road',
  colony: 'Civil Lines',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141001',
  country: 'India',
};

/** The body of a cash-on-delivery order of these cart lines, to the bench's address. */
export const codOrderBody = (itemIds: string[]) => ({
  itemIds,
  paymentMethod: 'cod' as const,
  contact: '9876543210',
  shippingAddress: BENCH_ADDRESS,
});

export type Session = { cookie: string };

/** A call the shop refused, with its status. */
export class CallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** A JSON call to the API; a refusal throws a CallError naming the call and the shop's answer. */
export async function call(baseUrl: string, method: string, url: string, session?: Session, body?: unknown) {
  const res = await fetch(`${baseUrl}${API_BASE_PATH}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session.cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new CallError(res.status, `${method} ${url}: ${res.status} ${text.slice(0, 240)}`);
  return { res, json: JSON.parse(text) as { data: Record<string, unknown> } };
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/** A new shopper signed up and verified through the API, the code read from the shop's mail outbox. */
export async function signUp(baseUrl: string, dataDir: string, label: string, n: number): Promise<Session> {
  const email = `${label.toLowerCase()}.${process.pid}.${Date.now()}.${n}@example.in`;
  await call(baseUrl, 'POST', API.user.register, undefined, {
    name: `${label} Shopper ${n}`,
    email,
    password: 'Sunrise-Over-Ganga-42',
    phone: '9876543210',
    gender: 'other',
  });
  const outbox = path.join(dataDir, 'outbox');
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    for (const file of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const mail = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (mail.toLowerCase().includes(`to: ${email}`)) code = /code: (\d{6})/.exec(mail)?.[1];
    }
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error(`no code mailed to ${email}`);
  const { res } = await call(baseUrl, 'POST', API.user.verify, undefined, { email, otp: code });
  return { cookie: sessionCookie(res) };
}

/** The bench shop's admin, signed in. */
export async function signInAdmin(baseUrl: string): Promise<Session> {
  const { res } = await call(baseUrl, 'POST', API.user.login, undefined, BENCH_ADMIN);
  return { cookie: sessionCookie(res) };
}

/**
 * The owner's COD rules with the shopper's confirmation off: the shop's default holds a new
 * customer's first cash-on-delivery order (and one to a new phone) for it, and a bench's orders
 * are placed for good, so the admin can mark them delivered and the shoppers order again.
 */
export async function codPlacedForGood(baseUrl: string, admin: Session): Promise<void> {
  await call(baseUrl, 'PUT', API.codRisk.rules, admin, {
    ...DEFAULT_COD_RULES,
    confirmFirstCodOrder: false,
    confirmNewPhone: false,
  });
}

/** A colour's size with stock, and how much of it the bench has not taken yet. */
export type StockedLine = { variantId: string; size: string; left: number };

/** Every colour and size with stock, most stock first. */
export async function stockedLines(baseUrl: string): Promise<StockedLine[]> {
  const { json } = await call(baseUrl, 'GET', `${API.variant.list}?limit=${MAX_PAGE_SIZE}`);
  const variants = json.data.variants as { _id: string; quantity: Record<string, number> }[];
  return variants
    .flatMap((v) => Object.entries(v.quantity).map(([size, left]) => ({ variantId: v._id, size, left })))
    .filter((line) => line.left > 0)
    .sort((a, b) => b.left - a.left);
}

/**
 * Hands out one unit at a time, going round the lines so the orders spread over every colour,
 * skipping sizes run out; throws once every line has.
 */
export function stockTaker(lines: StockedLine[]): () => StockedLine {
  if (lines.length === 0) throw new Error('no stock to order: is the demo catalogue seeded?');
  let next = 0;
  return () => {
    for (let tries = 0; tries < lines.length; tries++) {
      const line = lines[next++ % lines.length]!;
      if (line.left > 0) {
        line.left--;
        return line;
      }
    }
    throw new Error('the demo stock ran out: fewer rounds');
  };
}
