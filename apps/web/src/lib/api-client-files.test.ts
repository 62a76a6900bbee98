import { MESSAGES } from '@clearsheets/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, fileNameFromDisposition } from './api-client';

// Uploads (multipart) and downloads (blobs) go through the same token and error handling as JSON calls.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api.upload', () => {
  it('sends the form as the body with no Content-Type, so the browser adds the multipart boundary', async () => {
    const fetch = vi.fn(async () => json(202, { id: 7, status: 'queued' }));
    const client = createApiClient({ fetch, getToken: () => 'abc', refresh: async () => true, onAuthLost: () => {} });
    const form = new FormData();
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'students.csv');
    await expect(client.upload('/api/v1/classes/1/imports', form)).resolves.toEqual({ id: 7, status: 'queued' });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/classes/1/imports');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('renews the token on 401 and sends the same form again', async () => {
    let token = 'old';
    const fetch = vi.fn(async (_input: string, init: RequestInit) =>
      new Headers(init.headers).get('Authorization') === 'Bearer new'
        ? json(202, { ok: true })
        : json(401, { title: MESSAGES.tokenExpired }),
    );
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const client = createApiClient({ fetch, getToken: () => token, refresh, onAuthLost: () => {} });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.csv');
    await expect(client.upload('/up', form)).resolves.toEqual({ ok: true });
    expect(refresh).toHaveBeenCalledTimes(1);
    const second = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(second[1].body).toBe(form);
  });

  it("turns a refused file into an ApiError with the server's title", async () => {
    const fetch = vi.fn(async () =>
      json(400, { title: MESSAGES.importColumnMismatch, status: 400, code: 'import_column_mismatch' }),
    );
    const client = createApiClient({ fetch, getToken: () => 'abc', refresh: async () => true, onAuthLost: () => {} });
    const error = (await client.upload('/up', new FormData()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.title).toBe(MESSAGES.importColumnMismatch);
  });
});

describe('api.download', () => {
  it('returns the body as a Blob with the file name of the Content-Disposition header', async () => {
    const fetch = vi.fn(
      async () =>
        new Response('First Name,Last Name\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="sample.csv"' },
        }),
    );
    const client = createApiClient({ fetch, getToken: () => 'abc', refresh: async () => true, onAuthLost: () => {} });
    const file = await client.download('/api/v1/imports/students/sample.csv');
    expect(file.fileName).toBe('sample.csv');
    expect(await file.blob.text()).toBe('First Name,Last Name\n');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Accept')).toBe('*/*');
  });

  it('throws an ApiError for an error response instead of returning the error page as a file', async () => {
    const fetch = vi.fn(async () => json(403, { title: MESSAGES.forbidden, status: 403 }));
    const client = createApiClient({ fetch, getToken: () => 'abc', refresh: async () => true, onAuthLost: () => {} });
    const error = (await client.download('/file').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.title).toBe(MESSAGES.forbidden);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition('attachment; filename="x.csv"; filename*=UTF-8\'\'%C3%A9l%C3%A8ves.csv')).toBe(
      'élèves.csv',
    );
  });

  it('returns null when there is no name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
