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

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await deps.fetch(withQuery(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body: options.json === undefined ? undefined : JSON.stringify(options.json),
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw networkError(cause);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
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
    if (response.status === 204) return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    return (type.includes('json') ? await response.json() : await response.text()) as T;
  }

  return {
    request,
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
