import { API, apiAddress, ERROR_CODES, withQuery, type ErrorCode } from '@shop/shared';
import { useAuthStore } from './auth-store';
import { documentLang, pageLanguage } from './i18n';
import { loadContracts, type Contracts } from './contracts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One HTTP call: a path under /api/v1 (or an absolute URL), a JSON or FormData body, query parameters. */
export type Call = {
  method: Method;
  url: string;
  data?: unknown;
  params?: object | undefined;
  /** `blob` for file downloads; answers are read as JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Headers of this call alone (an Idempotency-Key); the hooks' headers are added after them. */
  headers?: Record<string, string>;
  /** Finishes even when the page is left meanwhile (a call made as a link loads a new document). */
  keepalive?: boolean;
};

/** The shop's answer envelope, `{ success, message, data }`, before `data` is checked. */
export type Envelope = { success?: boolean; message?: unknown; data?: unknown };

/** A 2xx answer: the status and the JSON body, or the file of a `blob` call. */
export type Answer = { status: number; data: Envelope | undefined; blob?: Blob; call: Call };

/** A non-2xx answer: its status and the body the server sent (its error body when it is JSON). */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly data: unknown;
  readonly call: Call;
  constructor(status: number, data: unknown, call: Call) {
    super(`${call.method.toUpperCase()} ${call.url} answered ${status}`);
    this.status = status;
    this.data = data;
    this.call = call;
  }
}

type Hooks = {
  request: ((call: Call, headers: Headers) => void)[];
  /** May return a promise: the call's answer waits for it (a session answer's token is kept first). */
  answer: ((answer: Answer) => void | Promise<void>)[];
  failure: ((call: Call, error: unknown) => void)[];
};
const hooks: Hooks = { request: [], answer: [], failure: [] };

function address(call: Call): string {
  return /^https?:/.test(call.url)
    ? withQuery(call.url, call.params)
    : `${window.location.origin}${apiAddress(call.url, call.params)}`;
}

async function readJson(res: Response): Promise<unknown> {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return undefined;
  return res.json().catch(() => undefined);
}

/** One attempt: cookies always travel; a JSON body unless it is FormData. */
async function once(call: Call): Promise<Answer> {
  const headers = new Headers({ ...call.headers, accept: 'application/json' });
  let body: BodyInit | undefined;
  if (call.data instanceof FormData) body = call.data;
  else if (call.data !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(call.data);
  }
  // The server answers its refusals in the shown language (docs/decisions/0311); the admin's
  // pages are English whatever the storefront's (0323).
  headers.set('accept-language', documentLang(pageLanguage()));
  for (const hook of hooks.request) hook(call, headers);
  try {
    const res = await fetch(address(call), {
      method: call.method.toUpperCase(),
      headers,
      body,
      credentials: 'include',
      keepalive: call.keepalive,
    });
    if (!res.ok) throw new HttpError(res.status, await readJson(res), call);
    const answer: Answer =
      call.responseType === 'blob'
        ? { status: res.status, data: undefined, blob: await res.blob(), call }
        : { status: res.status, data: (await readJson(res)) as Envelope | undefined, call };
    for (const hook of hooks.answer) await hook(answer);
    return answer;
  } catch (error) {
    for (const hook of hooks.failure) hook(call, error);
    throw error;
  }
}

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
  refreshing ??= once({ method: 'post', url: API.user.refresh, data: {} })
    .then(async (res) => {
      const { UserAnswer } = await loadContracts();
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

/**
 * The shop's HTTP client on the platform's fetch. A 401 to a call other than the session calls
 * triggers one silent refresh of the session, then one retry of the call; a second 401 is the
 * answer. Hooks let a feature add a header or read an answer without the client knowing it.
 */
export const http = {
  async request(call: Call): Promise<Answer> {
    try {
      return await once(call);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401 || NO_REFRESH.has(call.url)) throw error;
      try {
        await refreshSession();
      } catch {
        throw error;
      }
      return once(call);
    }
  },
  get: (url: string, options: Omit<Call, 'method' | 'url'> = {}) => http.request({ ...options, method: 'get', url }),
  post: (url: string, data?: unknown) => http.request({ method: 'post', url, data }),
  onRequest(hook: Hooks['request'][number]) {
    hooks.request.push(hook);
  },
  onAnswer(hook: Hooks['answer'][number]) {
    hooks.answer.push(hook);
  },
  onFailure(hook: Hooks['failure'][number]) {
    hooks.failure.push(hook);
  },
};

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parts of the shared error body that are there and well-formed (ErrorBody, read leniently). */
function errorBody(body: unknown): { message?: string; code?: ErrorCode; errors?: Record<string, string> } {
  if (!isRecord(body)) return {};
  const code = (ERROR_CODES as readonly unknown[]).includes(body.code) ? (body.code as ErrorCode) : undefined;
  const errors =
    isRecord(body.errors) && Object.values(body.errors).every((v) => typeof v === 'string')
      ? (body.errors as Record<string, string>)
      : undefined;
  return { message: typeof body.message === 'string' ? body.message : undefined, code, errors };
}

/**
 * The one reading of a failed call: the server's error body becomes an ApiError; anything else
 * (no answer at all, an answer that broke the contract) an ApiError with `fallback`.
 */
export function parseApiError(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof HttpError)) return new ApiError(fallback);
  const answer = errorBody(error.data);
  return new ApiError(answer.message || fallback, error.status, answer.errors ?? {}, answer.code);
}

/** True when `error` is the API refusing with `code`: screens branch on codes, never on messages. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The server's message of a failed call, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return parseApiError(error, fallback).message;
}

/** What checks an answer: a zod schema, or anything else with its `parse`. */
export type Parser<T> = { parse: (data: unknown) => T };

/**
 * The shared schema an answer is checked against: the schema itself, or a pick from the shared
 * contracts, which then load (with zod) beside the call instead of with the page.
 */
export type SchemaOf<T> = Parser<T> | ((contracts: Contracts) => Parser<T>);

/**
 * Runs a call and parses `data.data` with the shared schema, so a screen never trusts an answer
 * blindly. Failures become ApiError carrying the server's message or `fallback`.
 */
export async function request<T>(call: Call, schema: SchemaOf<T>, fallback: string): Promise<T> {
  try {
    const [res, check] = await Promise.all([
      http.request(call),
      typeof schema === 'function' ? loadContracts().then(schema) : schema,
    ]);
    return check.parse(res.data?.data);
  } catch (error) {
    throw parseApiError(error, fallback);
  }
}

/** Same as `request`, for calls whose answer carries only a message. */
export async function send(call: Call, fallback: string): Promise<string> {
  try {
    const res = await http.request(call);
    return typeof res.data?.message === 'string' ? res.data.message : '';
  } catch (error) {
    throw parseApiError(error, fallback);
  }
}
