import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, USER_STORAGE_KEY, type User, UserAnswer } from '@shop/shared';
import { errorMessage, http, request } from './api-client';
import { useAuthStore } from './auth-store';

const user: User = {
  _id: '6f1c1c2e-8a7b-4d0e-9a53-3f1f9a1b2c3d',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  gender: 'female',
  role: 'user',
  isVerified: true,
  addresses: [],
};

type Reply = { status: number; data: unknown };

/** A scripted server: each call's URL is logged and answered by `handle`. */
function serve(handle: (config: InternalAxiosRequestConfig, calls: string[]) => Reply) {
  const calls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const reply = handle(config, calls);
    const response = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError('failed', String(reply.status), config, undefined, {
        ...response,
        headers: new AxiosHeaders(),
      });
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, message: 'OK', data } });
const unauthorized: Reply = { status: 401, data: { success: false, message: 'Please log in to continue' } };

describe('the API client', () => {
  const original = http.defaults.adapter;
  beforeEach(() => {
    localStorage.clear();
    useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: true });
  });
  afterEach(() => {
    http.defaults.adapter = original;
  });

  it('unwraps data.data and parses it with the shared schema', async () => {
    serve(() => ok({ user }));
    expect(await request({ method: 'get', url: API.user.me }, UserAnswer, 'x')).toEqual({ user });
  });

  it('refuses an answer that does not match the contract, with the fallback message', async () => {
    serve(() => ok({ user: { ...user, role: 'superuser' } }));
    await expect(request({ method: 'get', url: API.user.me }, UserAnswer, 'Something went wrong')).rejects.toThrow(
      'Something went wrong',
    );
  });

  it('refreshes once on a 401, retries the call and stores the refreshed user', async () => {
    let expired = true;
    const calls = serve((config) => {
      if (config.url === API.user.refresh) {
        expired = false;
        return ok({ user });
      }
      return expired ? unauthorized : ok({ items: [] });
    });
    const res = await http.get(API.cart.root);
    expect(res.data.data).toEqual({ items: [] });
    expect(calls).toEqual(['GET /cart', `POST ${API.user.refresh}`, 'GET /cart']);
    expect(useAuthStore.getState()).toMatchObject({ user, isAuthenticated: true, isLoading: false });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(user);
  });

  it('retries at most once: a second 401 after the refresh is the answer', async () => {
    const calls = serve((config) => (config.url === API.user.refresh ? ok({ user }) : unauthorized));
    await expect(http.get(API.cart.root)).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toEqual(['GET /cart', `POST ${API.user.refresh}`, 'GET /cart']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    let expired = true;
    const calls = serve((config) => {
      if (config.url === API.user.refresh) {
        expired = false;
        return ok({ user });
      }
      return expired ? unauthorized : ok({});
    });
    await Promise.all([http.get(API.cart.root), http.get(API.wishlist.root), http.get(API.order.user)]);
    expect(calls.filter((c) => c.includes(API.user.refresh))).toHaveLength(1);
  });

  it('clears the cached user and the auth state when the refresh fails', async () => {
    useAuthStore.getState().setUser(user);
    serve(() => unauthorized);
    await expect(http.get(API.cart.root)).rejects.toBeInstanceOf(AxiosError);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('never refreshes for a failed login', async () => {
    const calls = serve(() => ({ status: 401, data: { success: false, message: 'Invalid email or password' } }));
    await expect(http.post(API.user.login, {})).rejects.toBeInstanceOf(AxiosError);
    expect(calls).toEqual([`POST ${API.user.login}`]);
  });

  it("surfaces the server's message, or the fallback", async () => {
    serve(() => ({ status: 400, data: { success: false, message: 'Only 2 left in size M' } }));
    const failure = await http.post(API.cart.root, {}).catch((e: unknown) => e);
    expect(errorMessage(failure, 'Failed to add item to cart')).toBe('Only 2 left in size M');
    expect(errorMessage(new Error('network'), 'Failed to add item to cart')).toBe('Failed to add item to cart');
  });
});
