import { beforeEach, describe, expect, it } from 'vitest';
import { API, UserAnswer } from '@shop/shared';
import { USER_STORAGE_KEY } from '../config/settings';
import { fakeApi, startFakeApi, type FakeAnswer } from '../test/fake-api';
import { errorMessage, http, HttpError, request } from './api-client';
import { useAuthStore } from './auth-store';
import { asha } from '../test/users';

startFakeApi();

const user = asha;

const unauthorized: FakeAnswer = { status: 401, code: 'UNAUTHENTICATED', message: 'Please log in to continue' };

describe('the API client', () => {
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
  });

  it('unwraps data.data and parses it with the shared schema', async () => {
    fakeApi.on('get', API.user.me, { data: { user } });
    expect(await request({ method: 'get', url: API.user.me }, UserAnswer, 'x')).toEqual({ user });
  });

  it('refuses an answer that does not match the contract, with the fallback message', async () => {
    fakeApi.on('get', API.user.me, { data: { user: { ...user, role: 'superuser' } } });
    await expect(request({ method: 'get', url: API.user.me }, UserAnswer, 'Something went wrong')).rejects.toThrow(
      'Something went wrong',
    );
  });

  it('checks an answer against a schema picked from the shared contracts, loaded on demand', async () => {
    let role = 'superuser';
    fakeApi.on('get', API.user.me, () => ({ data: { user: { ...user, role } } }));
    await expect(request({ method: 'get', url: API.user.me }, (c) => c.UserAnswer, 'Refused')).rejects.toThrow(
      'Refused',
    );
    role = 'user';
    expect(await request({ method: 'get', url: API.user.me }, (c) => c.UserAnswer, 'x')).toEqual({ user });
  });

  it('refreshes once on a 401, retries the call and stores the refreshed user', async () => {
    let expired = true;
    fakeApi.on('post', API.user.refresh, () => {
      expired = false;
      return { data: { user } };
    });
    fakeApi.on('get', API.cart.root, () => (expired ? unauthorized : { data: { items: [] } }));
    const res = await http.get(API.cart.root);
    expect(res.data?.data).toEqual({ items: [] });
    expect(fakeApi.calls).toEqual(['GET /cart', `POST ${API.user.refresh}`, 'GET /cart']);
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true, isLoading: false });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
  });

  it('retries at most once: a second 401 after the refresh is the answer', async () => {
    fakeApi.on('post', API.user.refresh, { data: { user } });
    fakeApi.on('get', API.cart.root, unauthorized);
    await expect(http.get(API.cart.root)).rejects.toMatchObject({ status: 401 });
    expect(fakeApi.calls).toEqual(['GET /cart', `POST ${API.user.refresh}`, 'GET /cart']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let expired = true;
    fakeApi.on('post', API.user.refresh, () => {
      expired = false;
      return { data: { user } };
    });
    for (const path of [API.cart.root, API.wishlist.root, API.order.user])
      fakeApi.on('get', path, () => (expired ? unauthorized : { data: {} }));
    await Promise.all([http.get(API.cart.root), http.get(API.wishlist.root), http.get(API.order.user)]);
    expect(fakeApi.calls.filter((c) => c === `POST ${API.user.refresh}`)).toHaveLength(1);
  });

  it('clears the cached user and the auth state when the refresh fails', async () => {
    useAuthStore.getState().setUser(user);
    fakeApi.on('post', API.user.refresh, unauthorized);
    fakeApi.on('get', API.cart.root, unauthorized);
    await expect(http.get(API.cart.root)).rejects.toBeInstanceOf(HttpError);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('never refreshes for a failed login', async () => {
    fakeApi.on('post', API.user.login, { status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
    await expect(http.post(API.user.login, {})).rejects.toBeInstanceOf(HttpError);
    expect(fakeApi.calls).toEqual([`POST ${API.user.login}`]);
  });

  it("surfaces the server's message, or the fallback", async () => {
    fakeApi.on('post', API.cart.root, { status: 400, code: 'BAD_REQUEST', message: 'Only 2 left in size M' });
    const failure = await http.post(API.cart.root, {}).catch((e: unknown) => e);
    expect(errorMessage(failure, 'Failed to add item to cart')).toBe('Only 2 left in size M');
    expect(errorMessage(new Error('network'), 'Failed to add item to cart')).toBe('Failed to add item to cart');
  });

  it('sends query parameters without the empty ones, and bodies as JSON', async () => {
    fakeApi.on('get', API.product.list, { data: {} });
    fakeApi.on('post', API.cart.root, { data: {} });
    await http.get(API.product.list, { params: { search: 'tee shirt', page: 2, color: undefined, size: null } });
    await http.post(API.cart.root, { variantId: 'v1', size: 'M' });
    expect(fakeApi.calls).toEqual([`GET ${API.product.list}?search=tee+shirt&page=2`, `POST ${API.cart.root}`]);
    expect(fakeApi.bodies[1]).toEqual({ variantId: 'v1', size: 'M' });
  });

  it("reads the refusal's code and field errors, and falls back when there is no answer", async () => {
    fakeApi.on('post', API.user.register, {
      status: 400,
      code: 'VALIDATION',
      message: 'Check the form',
      errors: { phone: 'Invalid phone' },
    });
    const refused = await request({ method: 'post', url: API.user.register, data: {} }, UserAnswer, 'x').catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ message: 'Check the form', status: 400, code: 'VALIDATION' });
    expect(refused).toMatchObject({ fieldErrors: { phone: 'Invalid phone' } });
    fakeApi.on('get', API.user.me, { networkError: true });
    await expect(request({ method: 'get', url: API.user.me }, UserAnswer, 'Offline')).rejects.toThrow('Offline');
  });
});
