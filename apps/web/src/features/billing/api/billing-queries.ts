import type {
  BillingInterval,
  PlanCode,
  TBillingPlans,
  TCreatedSubscription,
  TLicensePage,
  TMySubscription,
  TSandboxCardRequest,
  TSandboxPaymentResult,
  TSubscriptionDetail,
} from '@clearsheets/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/v1/billing/plans: plans, prices, the provider, and whether the caller may buy one. */
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'plans'],
    queryFn: ({ signal }) => api.get<TBillingPlans>('/api/v1/billing/plans', { signal }),
  });
export const usePlans = () => useQuery(plansQueryOptions());

/** GET /api/v1/billing/subscription: the caller's subscription and invoices. */
export const useMySubscription = (enabled = true) =>
  useQuery({
    queryKey: ['billing', 'mine'],
    queryFn: ({ signal }) => api.get<TMySubscription>('/api/v1/billing/subscription', { signal }),
    enabled,
  });

/** GET /api/v1/billing/subscriptions/:id, asked again every `pollMs` while `poll` says so (the success page
 * waits for the webhook's license). */
export const useSubscriptionDetail = (id: number | null, poll: (data: TSubscriptionDetail | undefined) => boolean) =>
  useQuery({
    queryKey: ['billing', 'subscription', id],
    queryFn: ({ signal }) => api.get<TSubscriptionDetail>(`/api/v1/billing/subscriptions/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (query) => (poll(query.state.data) ? 1000 : false),
    retry: 1,
  });

/** POST /api/v1/billing/subscriptions: the card step's client secret. */
export const useStartSubscription = () =>
  useMutation({
    mutationFn: (body: { plan: PlanCode; interval: BillingInterval }) =>
      api.post<TCreatedSubscription>('/api/v1/billing/subscriptions', body),
  });

/** The sandbox's card form and its bank check. */
export const useSandboxConfirm = () =>
  useMutation({
    mutationFn: (body: TSandboxCardRequest) => api.post<TSandboxPaymentResult>('/api/v1/billing/sandbox/confirm', body),
  });
export const useSandboxAuthenticate = () =>
  useMutation({
    mutationFn: (body: { clientSecret: string; approve: boolean }) =>
      api.post<TSandboxPaymentResult>('/api/v1/billing/sandbox/authenticate', body),
  });

/** POST .../cancel or .../resume; the account's billing and profile are read again after. */
export const useSetCancel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cancel }: { id: number; cancel: boolean }) =>
      api.post<TSubscriptionDetail>(`/api/v1/billing/subscriptions/${id}/${cancel ? 'cancel' : 'resume'}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
};

export const LICENSE_PAGE_SIZE = 10;

/** GET /api/v1/licenses: one page of the licenses in the caller's reach. */
export const useLicenseList = (page: number, status: string | null) =>
  useQuery({
    queryKey: ['licenses', page, status],
    queryFn: ({ signal }) =>
      api.get<TLicensePage>('/api/v1/licenses', {
        signal,
        query: { page, pageSize: LICENSE_PAGE_SIZE, status: status ?? undefined },
      }),
    placeholderData: keepPreviousData,
  });
