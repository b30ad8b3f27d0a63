import { http as route, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { API_BASE_PATH, type ErrorBody, type ErrorCode } from '@shop/shared';

/**
 * The one fake API of the web's component tests. It answers at the network boundary (MSW), so a
 * component is tested with its real hooks, query client and HTTP client, whatever that client is.
 * A test scripts the calls it needs with `fakeApi.on(...)`; every call made is recorded in
 * `fakeApi.calls` as `METHOD /path` (the path under the API base, query string included), with
 * its JSON body in `fakeApi.bodies`. A call nobody scripted fails the test.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a scripted call sees: its path parameters, JSON body, address and headers. */
export type FakeRequest = { params: Record<string, string>; body: unknown; url: URL; headers: Headers };

/** What a scripted call answers: the envelope's data (200 by default), or a refusal. */
export type FakeAnswer =
  | { status?: number; message?: string; data: unknown }
  | { status: number; code: ErrorCode; message: string; errors?: Record<string, string> }
  | { networkError: true };

const server = setupServer();

export const fakeApi = {
  calls: [] as string[],
  bodies: [] as unknown[],

  /** Scripts `method path` (under the API base; `:name` segments are parameters). */
  on(method: Method, path: string, answer: FakeAnswer | ((request: FakeRequest) => FakeAnswer)) {
    server.use(
      route[method](`${API_BASE_PATH}${path}`, async ({ request, params }) => {
        const url = new URL(request.url);
        const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await readJson(request);
        fakeApi.calls.push(`${request.method} ${url.pathname.slice(API_BASE_PATH.length)}${url.search}`);
        fakeApi.bodies.push(body);
        const scripted =
          typeof answer === 'function'
            ? answer({ params: params as Record<string, string>, body, url, headers: request.headers })
            : answer;
        return respond(scripted);
      }),
    );
  },
};

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

function respond(answer: FakeAnswer) {
  if ('networkError' in answer) return HttpResponse.error();
  if ('code' in answer) {
    const body: ErrorBody = answer.errors
      ? { success: false, code: answer.code, message: answer.message, errors: answer.errors }
      : { success: false, code: answer.code, message: answer.message };
    return HttpResponse.json(body, { status: answer.status });
  }
  return HttpResponse.json(
    { success: true, message: answer.message ?? 'OK', data: answer.data as JsonBodyType },
    { status: answer.status ?? 200 },
  );
}

/** Starts the fake API for the calling test file; scripted calls are forgotten after each test. */
export function startFakeApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    fakeApi.calls = [];
    fakeApi.bodies = [];
  });
  afterAll(() => server.close());
}
