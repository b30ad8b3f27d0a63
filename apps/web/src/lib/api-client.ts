import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { API, API_BASE_PATH, UserAnswer } from '@shop/shared';
import { useAuthStore } from './auth-store';

/** Base /api/v1, cookies on every call, JSON bodies. */
export const http = axios.create({ baseURL: API_BASE_PATH, withCredentials: true });

type RetriableConfig = InternalAxiosRequestConfig & { _retry?: boolean };

// Calls whose 401 means "wrong credentials", not "expired session": never refreshed.
const NO_REFRESH = new Set<string>([
  API.user.login,
  API.user.refresh,
  API.user.register,
  API.user.verify,
  API.user.logout,
]);

let refreshing: Promise<void> | null = null;

/** One refresh at a time: concurrent 401s wait for the same refresh. */
function refreshSession(): Promise<void> {
  refreshing ??= http
    .post(API.user.refresh, {}, { _retry: true } as AxiosRequestConfig)
    .then((res) => {
      const parsed = UserAnswer.safeParse(res.data?.data);
      if (parsed.success) useAuthStore.getState().setUser(parsed.data.user);
    })
    .catch((error: unknown) => {
      useAuthStore.getState().clearUser();
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Section 4: a 401 to a request not yet retried triggers one silent refresh, then one retry. */
http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (error.response?.status !== 401 || !config || config._retry || NO_REFRESH.has(config.url ?? '')) {
    throw error;
  }
  config._retry = true;
  try {
    await refreshSession();
  } catch {
    throw error;
  }
  return http(config);
});

/** The server's message of a failed call, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  if (error instanceof ApiError) return error.message;
  return fallback;
}

/** A failed call with the server's message and field errors, thrown by the fetchers below. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, status?: number, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

function toApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof AxiosError) {
    const body = error.response?.data as { message?: string; errors?: Record<string, string> } | undefined;
    return new ApiError(body?.message || fallback, error.response?.status, body?.errors ?? {});
  }
  return new ApiError(fallback);
}

type Call = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; url: string; data?: unknown; params?: unknown };

/**
 * Runs a call and parses `data.data` with the shared schema, so a screen never trusts an answer
 * blindly. Failures become ApiError carrying the server's message or `fallback`.
 */
export async function request<T extends z.ZodType>(call: Call, schema: T, fallback: string): Promise<z.output<T>> {
  try {
    const res = await http.request({ method: call.method, url: call.url, data: call.data, params: call.params });
    return schema.parse(res.data?.data);
  } catch (error) {
    throw toApiError(error, fallback);
  }
}

/** Same as `request`, for calls whose answer carries only a message. */
export async function send(call: Call, fallback: string): Promise<string> {
  try {
    const res = await http.request({ method: call.method, url: call.url, data: call.data, params: call.params });
    return typeof res.data?.message === 'string' ? res.data.message : '';
  } catch (error) {
    throw toApiError(error, fallback);
  }
}
