import type { TClientConfig } from '@clearsheets/shared';
import { queryOptions } from '@tanstack/react-query';
import { networkError, problemFromResponse } from './api-error';
import { singleFlight } from './single-flight';

// The client id and authority come from the server, so one build runs in every environment.

let cached: TClientConfig | null = null;

const fetchConfig = singleFlight(async (): Promise<TClientConfig> => {
  let response: Response;
  try {
    response = await fetch('/api/v1/client-config', { headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw await problemFromResponse(response);
  cached = (await response.json()) as TClientConfig;
  return cached;
});

/** Loads the public client configuration once; later calls reuse it. */
export function loadClientConfig(): Promise<TClientConfig> {
  return cached ? Promise.resolve(cached) : fetchConfig();
}

/** The configuration if it has loaded (guards run synchronously during render). */
export function getClientConfig(): TClientConfig | null {
  return cached;
}

export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: ['client-config'], queryFn: loadClientConfig, staleTime: Number.POSITIVE_INFINITY });
