import { checkTokenClaims, decodeJwtPayload, MESSAGES, type Role, type TLoginForm } from '@clearsheets/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { loadClientConfig } from '../../../lib/client-config';
import { meQueryOptions } from '../../../lib/me-query';
import { queryClient } from '../../../lib/query-client';
import { startSession } from '../../../lib/session-store';
import { requestPasswordToken, revokeToken } from '../../../lib/token-client';

/** Password sign-in: get tokens, apply the spec's token rule, store the session, warm the profile. */
export async function signIn(form: TLoginForm): Promise<Role> {
  const config = await loadClientConfig();
  const tokens = await requestPasswordToken(form.username.trim(), form.password, config.clientId);
  const check = checkTokenClaims(decodeJwtPayload(tokens.access_token), config);
  const session = check.valid ? startSession(tokens) : null;
  if (!session) {
    // A token this client may not use (other product, other client): do not keep it.
    await revokeToken(config.clientId);
    throw new ApiError({
      status: 403,
      code: check.valid ? 'token_role' : `token_${check.reason}`,
      title: MESSAGES.forbidden,
    });
  }
  void queryClient.prefetchQuery(meQueryOptions());
  return session.role;
}

/** The sign-in mutation for the login form (pending and error states). */
export const useSignIn = () => useMutation({ mutationFn: signIn });
