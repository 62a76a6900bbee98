import type {
  TAccountNotice,
  TPasswordResetRequest,
  TSignupPlace,
  TSignupRequest,
  TTemporaryPasswordRequest,
} from '@clearsheets/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The public account calls (no sign-in): sign-up and its lists, the mailed links, forgotten passwords and the
// must-change ticket (docs/decisions/0028).

type Places = { items: TSignupPlace[] };
const open = { auth: false } as const;

export const signupDistrictsQuery = () =>
  queryOptions({
    queryKey: ['signup', 'districts'],
    queryFn: ({ signal }) => api.get<Places>('/api/v1/account/signup/districts', { ...open, signal }),
    staleTime: 10 * 60_000,
  });

export const signupSchoolsQuery = (districtId: number | null) =>
  queryOptions({
    queryKey: ['signup', 'schools', districtId],
    queryFn: ({ signal }) =>
      api.get<Places>(`/api/v1/account/signup/districts/${districtId}/schools`, { ...open, signal }),
    enabled: districtId !== null,
    staleTime: 10 * 60_000,
  });

export const useSignupDistricts = () => useQuery(signupDistrictsQuery());
export const useSignupSchools = (districtId: number | null) => useQuery(signupSchoolsQuery(districtId));

const post = (path: string) => (body: unknown) => api.post<TAccountNotice>(path, body, open);

export const useSignup = () =>
  useMutation({ mutationFn: (body: TSignupRequest) => post('/api/v1/account/signup')(body) });
export const useResendVerification = () =>
  useMutation({ mutationFn: (email: string) => post('/api/v1/account/verify-email/resend')({ email }) });
export const useVerifyEmail = () =>
  useMutation({ mutationFn: (token: string) => post('/api/v1/account/verify-email')({ token }) });
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => post('/api/v1/account/forgot-password')({ email }) });
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: TPasswordResetRequest) => post('/api/v1/account/reset-password')(body) });
export const useConfirmEmail = () =>
  useMutation({ mutationFn: (token: string) => post('/api/v1/account/email/confirm')({ token }) });
export const useReplaceTemporaryPassword = () =>
  useMutation({
    mutationFn: (body: TTemporaryPasswordRequest) => post('/api/v1/account/temporary-password')(body),
  });
