import { networkError, problemFromResponse } from './api-error';
import { expireSession, getAccessToken, refreshSession } from './session-store';
import { singleFlight } from './single-flight';

export { ApiError, isApiError } from './api-error';

export interface RequestOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Public endpoints skip the Bearer token and the 401 handling. */
  auth?: boolean;
}

/** What `send` takes: a JSON body, or a multipart form (the browser sets its Content-Type with the boundary). */
interface SendOptions extends RequestOptions {
  form?: FormData;
}

/** A file the server sent back, with the name from its Content-Disposition header. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''...` first, then `filename="..."`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  /** Renews the session; false when the server refuses, throws when it cannot be reached. */
  refresh: () => Promise<boolean>;
  /** Called when the session cannot be renewed; the guards then send the user to sign in. */
  onAuthLost: () => void;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** Builds the fetch wrapper; the dependencies are injected so the 401 logic can be tested without a browser. */
export function createApiClient(deps: ApiClientDeps) {
  const refreshOnce = singleFlight(deps.refresh);

  async function send(path: string, options: SendOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await deps.fetch(withQuery(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw networkError(cause);
    }
  }

  /** The response of a call that succeeded (2xx), after at most one silent token refresh; ApiError otherwise. */
  async function fetchOk(path: string, options: SendOptions): Promise<Response> {
    const auth = options.auth ?? true;
    const token = auth ? deps.getToken() : null;
    let response = await send(path, options, token);
    if (auth && response.status === 401) {
      // Another call may already have renewed the token while this one was in flight: just retry.
      const current = deps.getToken();
      const renewed = (!!current && current !== token) || (await refreshOnce());
      if (!renewed) {
        const error = await problemFromResponse(response);
        deps.onAuthLost();
        throw error;
      }
      response = await send(path, options, deps.getToken());
      if (response.status === 401) {
        const error = await problemFromResponse(response);
        deps.onAuthLost();
        throw error;
      }
    }
    if (!response.ok) throw await problemFromResponse(response);
    return response;
  }

  async function request<T>(path: string, options: SendOptions = {}): Promise<T> {
    const response = await fetchOk(path, options);
    if (response.status === 204) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as T;
  }

  return {
    request: <T>(path: string, options?: RequestOptions) => request<T>(path, options),
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json'>) =>
      request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
      request<T>(path, { ...options, method: 'POST', json }),
    put: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
      request<T>(path, { ...options, method: 'PUT', json }),
    patch: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
      request<T>(path, { ...options, method: 'PATCH', json }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json'>) =>
      request<T>(path, { ...options, method: 'DELETE' }),
    /** Sends a multipart form (file uploads): POST unless told otherwise; the reply is read like any other. */
    upload: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'json'>) =>
      request<T>(path, { ...options, method: options?.method ?? 'POST', form }),
    /** Fetches a file (GET) as a Blob with its file name; errors are problem JSON like every other call. */
    download: async (path: string, options?: Omit<RequestOptions, 'method' | 'json'>): Promise<DownloadedFile> => {
      const response = await fetchOk(path, {
        ...options,
        method: 'GET',
        headers: { Accept: '*/*', ...options?.headers },
      });
      return {
        blob: await response.blob(),
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: Bearer token from storage, one silent refresh on 401, sign-in again if that fails. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  getToken: getAccessToken,
  refresh: refreshSession,
  onAuthLost: expireSession,
});
