import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { API, API_BASE_PATH, ErrorBody, UserAnswer, type ErrorCode } from '@shop/shared';
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

/** A failed call: the server's code, message and field errors (or the fallback message). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, status?: number, fieldErrors: Record<string, string> = {}, code?: ErrorCode) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The one reading of a failed call: the server's error body (`body` when it had to be read
 * first, as for blob downloads) becomes an ApiError; anything else an ApiError with `fallback`.
 */
export function parseApiError(error: unknown, fallback: string, body?: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) return new ApiError(fallback);
  const parsed = ErrorBody.partial().safeParse(body ?? error.response?.data);
  const answer = parsed.success ? parsed.data : {};
  return new ApiError(answer.message || fallback, error.response?.status, answer.errors ?? {}, answer.code);
}

/** True when `error` is the API refusing with `code`: screens branch on codes, never on messages. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The server's message of a failed call, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return parseApiError(error, fallback).message;
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
    throw parseApiError(error, fallback);
  }
}

/** Same as `request`, for calls whose answer carries only a message. */
export async function send(call: Call, fallback: string): Promise<string> {
  try {
    const res = await http.request({ method: call.method, url: call.url, data: call.data, params: call.params });
    return typeof res.data?.message === 'string' ? res.data.message : '';
  } catch (error) {
    throw parseApiError(error, fallback);
  }
}
