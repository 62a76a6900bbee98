import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(options: { refreshResult?: boolean } = {}) {
  let token = 'old';
  const fetch = vi.fn(async (_input: string, init: RequestInit) => {
    const auth = new Headers(init.headers).get('Authorization');
    return auth === 'Bearer new'
      ? json(200, { ok: true })
      : json(401, { title: MESSAGES.tokenExpired, status: 401, code: 'unauthorized' });
  });
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (options.refreshResult === false) return false;
    token = 'new';
    return true;
  });
  const onAuthLost = vi.fn();
  const client = createApiClient({ fetch, getToken: () => token, refresh, onAuthLost });
  return { client, fetch, refresh, onAuthLost };
}

describe('createApiClient', () => {
  it('sends the Bearer token and JSON body', async () => {
    const fetch = vi.fn(async () => json(200, { id: 1 }));
    const client = createApiClient({ fetch, getToken: () => 'abc', refresh: async () => true, onAuthLost: () => {} });
    await expect(client.post('/api/v1/things', { name: 'x' })).resolves.toEqual({ id: 1 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('refreshes once for concurrent 401s and retries each call', async () => {
    const { client, refresh, onAuthLost } = setup();
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onAuthLost).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh is refused', async () => {
    const { client, onAuthLost } = setup({ refreshResult: false });
    const error = await client.get('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onAuthLost).toHaveBeenCalledTimes(1);
  });

  it('parses problem JSON into an ApiError with the title and field errors', async () => {
    const fetch = vi.fn(async () =>
      json(400, {
        type: 'about:blank',
        title: MESSAGES.invalidRequest,
        status: 400,
        code: 'invalid_request',
        errors: [{ field: 'name', message: MESSAGES.classNameRequired }],
      }),
    );
    const client = createApiClient({ fetch, getToken: () => null, refresh: async () => true, onAuthLost: () => {} });
    const error = (await client.post('/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_request');
    expect(error.title).toBe(MESSAGES.invalidRequest);
    expect(error.errors).toEqual([{ field: 'name', message: MESSAGES.classNameRequired }]);
  });

  it('turns a network failure into status 0 with the default message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ fetch, getToken: () => null, refresh: async () => true, onAuthLost: () => {} });
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.title).toBe(MESSAGES.somethingWentWrong);
  });
});
