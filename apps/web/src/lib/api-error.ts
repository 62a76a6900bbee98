import { MESSAGES } from '@clearsheets/shared';

export interface FieldError {
  field: string;
  message: string;
}

/** A failed call in one shape: the server's problem JSON (RFC 9457), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[];
  /** Other members of the problem (an OAuth error's extensions, e.g. a must-change sign-in's change_ticket). */
  readonly extensions: Record<string, unknown>;

  constructor(init: {
    status: number;
    code: string;
    title: string;
    detail?: string;
    errors?: FieldError[];
    extensions?: Record<string, unknown>;
  }) {
    super(init.title);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors ?? [];
    this.extensions = init.extensions ?? {};
  }
}

function asFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter((e): e is FieldError => !!e && typeof e.field === 'string' && typeof e.message === 'string');
}

/** Turns any error response into an ApiError; the title is what we show, so it always has one. */
export async function problemFromResponse(response: Response): Promise<ApiError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the catalogue's default message.
  }
  const text = (key: string) => (typeof body[key] === 'string' && body[key] ? (body[key] as string) : undefined);
  return new ApiError({
    status: response.status,
    code: text('code') ?? text('error') ?? `http_${response.status}`,
    title: text('title') ?? text('error_description') ?? MESSAGES.somethingWentWrong,
    detail: text('detail'),
    errors: asFieldErrors(body.errors),
    extensions: body,
  });
}

/** A fetch that never reached the server (offline, DNS, CORS) becomes status 0 with the default message. */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError({ status: 0, code: 'network', title: MESSAGES.somethingWentWrong });
  error.cause = cause;
  return error;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
