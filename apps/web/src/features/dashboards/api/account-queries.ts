import type {
  Language,
  TAccount,
  TAccountNotice,
  TChangePasswordRequest,
  TEmailChangeRequest,
  TLicenseGradeResponse,
} from '@clearsheets/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/me-query';

// The signed-in staff member's own account (docs/decisions/0028): settings and the onboarding grade.

export const accountQueryOptions = () =>
  queryOptions({
    queryKey: ['account'],
    queryFn: ({ signal }) => api.get<TAccount>('/api/v1/account', { signal }),
  });

export const useAccount = () => useQuery(accountQueryOptions());

/** A settings change: the reply is the account as it now is; /me (names, language) is read again. */
function useAccountChange<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.put<TAccount>(path, body),
    onSuccess: (account) => {
      client.setQueryData(accountQueryOptions().queryKey, account);
      void client.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}

export const useUpdateProfile = () =>
  useAccountChange<{ firstName: string; lastName: string }>('/api/v1/account/profile');
export const useSetLanguage = () => useAccountChange<{ language: Language }>('/api/v1/account/language');
export const useSetNotifications = () =>
  useAccountChange<{ receipts: boolean; security: boolean }>('/api/v1/account/notifications');

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePasswordRequest) => api.put<TAccountNotice>('/api/v1/account/password', body),
  });

export function useStartEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmailChangeRequest) => api.post<TAccountNotice>('/api/v1/account/email', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountQueryOptions().queryKey }),
  });
}

export function useChooseLicenseGrade() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grade: string) => api.put<TLicenseGradeResponse>('/api/v1/account/license-grade', { grade }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['dashboards', 'teacher-home'] });
      void client.invalidateQueries({ queryKey: accountQueryOptions().queryKey });
      void client.invalidateQueries({ queryKey: meQueryOptions().queryKey });
    },
  });
}
