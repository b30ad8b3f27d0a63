import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_BASE_PATH,
  AddressAnswer,
  AddressList,
  INDIA_MESSAGES,
  SERVER_MESSAGES,
  SUCCESS,
  UserAnswer,
  VALIDATION,
  envelope,
} from '@shop/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/users.ts';
import { users } from '../../db/schema/index.ts';
import { ACCESS_COOKIE } from '../../plugins/auth.ts';
import { cookieValue, expectNoSecrets, post, signUpAndVerify } from '../../../test/fixtures/account.ts';

let app: TestApp;
let asha: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT: 'off' });
  [asha, ravi] = await Promise.all([createUser(app, { name: 'Asha' }), createUser(app, { name: 'Ravi' })]);
});
afterAll(() => app.close());

const home = {
  title: 'Home',
  houseNumber: '118',
  street: 'Ferozepur Road',
  colony: 'Ghumar Mandi',
  city: 'Ludhiana',
  state: 'Punjab',
  postalCode: '141001',
  country: 'India',
};

const as = (user: TestUser) => ({ cookie: user.cookie });
const addAddress = (user: TestUser, body: unknown) => post(app, '/user/add_address', body, as(user));
const listAddresses = (user: TestUser) =>
  app.inject({ method: 'GET', url: `${API_BASE_PATH}/user/address`, headers: as(user) });
const patchAddress = (user: TestUser, id: string, body: unknown) =>
  app.inject({
    method: 'PATCH',
    url: `${API_BASE_PATH}/user/update_address/${id}`,
    headers: as(user),
    payload: body as object,
  });
const deleteAddress = (user: TestUser, id: string) =>
  app.inject({ method: 'DELETE', url: `${API_BASE_PATH}/user/delete_address/${id}`, headers: as(user) });

describe('profile', () => {
  it('GET /user/me answers the signed-in user with addresses and no secrets', async () => {
    const res = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/user/me`, headers: as(asha) });
    expect(res.statusCode).toBe(200);
    const { user } = envelope(UserAnswer).parse(res.json()).data;
    expect(user).toMatchObject({ _id: asha.id, email: asha.email, name: 'Asha', role: 'user', isVerified: true });
    const [row] = await app.db.select().from(users).where(eq(users.id, asha.id));
    expectNoSecrets(res.json(), [row!.passwordHash]);
  });

  it('updates name and phone; the e-mail and role stay as they are', async () => {
    const user = await createUser(app);
    const res = await post(
      app,
      '/user/update_userProfile',
      { name: 'Meera Nair', phone: '9123456780', gender: 'female', email: 'taken@example.in', role: 'admin' },
      as(user),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUCCESS.profileUpdated);
    expect(res.json().data.user).toMatchObject({
      name: 'Meera Nair',
      phone: '9123456780',
      gender: 'female',
      email: user.email,
      role: 'user',
    });
  });

  it('validates the profile with the shared messages', async () => {
    const res = await post(app, '/user/update_userProfile', { name: '', phone: '12345' }, as(asha));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ name: VALIDATION.nameRequired, phone: VALIDATION.phoneInvalid });
  });

  it('needs a session', async () => {
    expect((await post(app, '/user/update_userProfile', { name: 'X', phone: '9123456780' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${API_BASE_PATH}/user/address` })).statusCode).toBe(401);
  });
});

describe('saved addresses', () => {
  it('adds, lists, edits and deletes an address of ones own', async () => {
    const user = await createUser(app);
    const added = await addAddress(user, home);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(SUCCESS.addressAdded);
    const { address } = envelope(AddressAnswer).parse(added.json()).data;
    expect(address).toMatchObject(home);

    const list = envelope(AddressList).parse((await listAddresses(user)).json()).data;
    expect(list.addresses).toEqual([address]);

    const edited = await patchAddress(user, address._id, { street: 'Mall Road', title: 'Work' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(SUCCESS.addressUpdated);
    expect(edited.json().data.address).toMatchObject({ ...home, street: 'Mall Road', title: 'Work' });

    const me = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/user/me`, headers: as(user) });
    expect(me.json().data.user.addresses).toHaveLength(1);

    const deleted = await deleteAddress(user, address._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(SUCCESS.addressDeleted);
    expect((await listAddresses(user)).json().data.addresses).toEqual([]);
  });

  it('another user cannot read, edit or delete it: 404', async () => {
    const added = await addAddress(asha, home);
    const id = added.json().data.address._id as string;

    expect((await listAddresses(ravi)).json().data.addresses).toEqual([]);
    const edit = await patchAddress(ravi, id, { city: 'Amritsar' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(SERVER_MESSAGES.addressNotFound);
    const emptyEdit = await patchAddress(ravi, id, {});
    expect(emptyEdit.statusCode).toBe(404);
    expect((await deleteAddress(ravi, id)).statusCode).toBe(404);

    const mine = (await listAddresses(asha)).json().data.addresses;
    expect(mine.find((a: { _id: string }) => a._id === id)).toMatchObject({ city: 'Ludhiana' });
  });

  it('an unknown or malformed id is refused', async () => {
    expect((await deleteAddress(asha, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await deleteAddress(asha, 'not-an-id')).statusCode).toBe(400);
  });

  it('validates every field, shipping within India only', async () => {
    const res = await addAddress(asha, { ...home, houseNumber: ' ', postalCode: '14100', country: 'Nepal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      houseNumber: VALIDATION.addressFieldRequired('House number'),
      postalCode: VALIDATION.postalCodeInvalid,
      country: VALIDATION.countryIndiaOnly,
    });
    const edit = await patchAddress(asha, '00000000-0000-4000-8000-000000000000', { city: '' });
    expect(edit.statusCode).toBe(400);
  });

  it('refuses, when saving, an address whose state is not the one its PIN code lies in', async () => {
    const user = await createUser(app);
    const wrong = await addAddress(user, { ...home, state: 'Haryana' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      message: INDIA_MESSAGES.stateMismatch('141001', 'Punjab'),
      errors: { state: 'PIN code 141001 is in Punjab' },
    });
    const unknownPin = await addAddress(user, { ...home, postalCode: '999999' });
    expect(unknownPin.statusCode).toBe(400);
    expect(unknownPin.json().errors).toEqual({ postalCode: INDIA_MESSAGES.pinUnknown });
    const notAState = await addAddress(user, { ...home, state: 'Punjabi Bagh' });
    expect(notAState.statusCode).toBe(400);
    expect(notAState.json().errors).toEqual({ state: INDIA_MESSAGES.stateUnknown });
    expect((await listAddresses(user)).json().data.addresses).toEqual([]);

    // Any spelling of the right state is kept under its official name.
    const added = await addAddress(user, { ...home, state: 'punjab' });
    expect(added.statusCode).toBe(201);
    const { address } = envelope(AddressAnswer).parse(added.json()).data;
    expect(address.state).toBe('Punjab');

    // An edit is checked against the fields it keeps: a new PIN in another state needs that state too.
    const moved = await patchAddress(user, address._id, { postalCode: '400001' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ state: INDIA_MESSAGES.stateMismatch('400001', 'Maharashtra') });
    const mumbai = await patchAddress(user, address._id, {
      postalCode: '400001',
      state: 'Maharashtra',
      city: 'Mumbai',
    });
    expect(mumbai.statusCode).toBe(200);
    expect(mumbai.json().data.address).toMatchObject({ postalCode: '400001', state: 'Maharashtra' });
    const stateOnly = await patchAddress(user, address._id, { state: 'Goa' });
    expect(stateOnly.json().errors).toEqual({ state: INDIA_MESSAGES.stateMismatch('400001', 'Maharashtra') });
    expect((await listAddresses(user)).json().data.addresses[0]).toMatchObject({ state: 'Maharashtra' });
  });

  it('keeps at most 20 saved addresses', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 20; i++) expect((await addAddress(user, home)).statusCode).toBe(201);
    const res = await addAddress(user, home);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SERVER_MESSAGES.addressLimit(20));
  });
});

describe('GET /api/user/me (the old profile page)', () => {
  const legacy = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/user/me', headers });

  it('answers for a Bearer access token from the sign-in answer', async () => {
    const { res, person } = await signUpAndVerify(app);
    const token = res.json().data.accessToken as string;
    expect(token).toBe(cookieValue(res, ACCESS_COOKIE));
    const answer = await legacy({ authorization: `Bearer ${token}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.user.email).toBe(person.email);
    expectNoSecrets(answer.json());
  });

  it('answers for the session cookie too', async () => {
    const answer = await legacy({ cookie: asha.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.user._id).toBe(asha.id);
  });

  it('the Bearer token wins over another cookie', async () => {
    const token = asha.cookie.split('=')[1]!;
    const answer = await legacy({ authorization: `Bearer ${token}`, cookie: ravi.cookie });
    expect(answer.json().data.user._id).toBe(asha.id);
  });

  it('refuses without a valid token', async () => {
    expect((await legacy()).statusCode).toBe(401);
    const bad = await legacy({ authorization: 'Bearer not.a.jwt' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: SERVER_MESSAGES.unauthenticated });
  });
});
