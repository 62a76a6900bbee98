import type {
  TArcadeBadge,
  TArcadeHome,
  TArcadeProfile,
  TClassArcade,
  TClassArcadeSettings,
  TClassGameSummary,
  TClassList,
  TDistrictArcade,
  TGameRanks,
  TRoundSaved,
  TRoundStarted,
  TStudentGameSummary,
} from '@clearsheets/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The arcade's endpoints: the student's own arcade, shop, aquarium, profile and rounds; a class's settings and
// game summary; the district switch.

const BASE = '/api/v1/arcade';

export const arcadeKeys = {
  all: ['arcade'] as const,
  home: () => ['arcade', 'home'] as const,
  badge: () => ['arcade', 'badge'] as const,
  ranks: (gameId: number) => ['arcade', 'ranks', gameId] as const,
  summary: (from?: string, to?: string) => ['arcade', 'summary', from ?? '', to ?? ''] as const,
  classArcade: (classId: number) => ['arcade', 'class', classId] as const,
  classSummary: (classId: number, from?: string, to?: string) =>
    ['arcade', 'class', classId, 'summary', from ?? '', to ?? ''] as const,
  district: () => ['arcade', 'district'] as const,
};

/** GET /arcade: coins (after crediting what was earned), whether it is open, profile, inventory, games. */
export const arcadeHomeQueryOptions = () =>
  queryOptions({ queryKey: arcadeKeys.home(), queryFn: ({ signal }) => api.get<TArcadeHome>(BASE, { signal }) });

/** GET /arcade/badge: the header's name, banner, avatar and coins. */
export const badgeQueryOptions = () =>
  queryOptions({
    queryKey: arcadeKeys.badge(),
    queryFn: ({ signal }) => api.get<TArcadeBadge>(`${BASE}/badge`, { signal }),
    // Read again whenever the header comes back (after a worksheet or a lesson): the coins just earned show.
  });

export const buyItem = (itemId: number, quantity = 1) =>
  api.post<{ itemId: number; quantity: number; balance: number }>(`${BASE}/purchases`, { itemId, quantity });
export const saveAquarium = (placements: { slot: number; itemId: number }[]) =>
  api.put<{ placements: { slot: number; itemId: number }[] }>(`${BASE}/aquarium`, { placements });
export const feedAquarium = () => api.post<{ fedAt: string }>(`${BASE}/aquarium/feed`, {});
export const saveProfile = (body: Partial<Pick<TArcadeProfile, 'bannerItem' | 'avatarItem' | 'cardItem'>>) =>
  api.put<TArcadeProfile>(`${BASE}/profile`, body);
export const rerollName = () => api.post<{ displayName: string }>(`${BASE}/profile/reroll`, {});

export const startRound = (gameId: number) => api.post<TRoundStarted>(`${BASE}/games/${gameId}/rounds`, {});
export const submitRound = (round: string, score: number, won: boolean) =>
  api.post<TRoundSaved>(`${BASE}/rounds/result`, { round, score, won });

export const ranksQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: arcadeKeys.ranks(gameId),
    queryFn: ({ signal }) => api.get<TGameRanks>(`${BASE}/games/${gameId}/ranks`, { signal }),
  });

const period = (from?: string, to?: string) => {
  const q = new URLSearchParams();
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const studentSummaryQueryOptions = (from?: string, to?: string) =>
  queryOptions({
    queryKey: arcadeKeys.summary(from, to),
    queryFn: ({ signal }) => api.get<TStudentGameSummary>(`${BASE}/summary${period(from, to)}`, { signal }),
  });

export const classArcadeQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: arcadeKeys.classArcade(classId),
    queryFn: ({ signal }) => api.get<TClassArcade>(`/api/v1/classes/${classId}/arcade`, { signal }),
  });
export const saveClassArcade = (classId: number, settings: TClassArcadeSettings) =>
  api.put<TClassArcade>(`/api/v1/classes/${classId}/arcade`, settings);

export const classSummaryQueryOptions = (classId: number, from?: string, to?: string) =>
  queryOptions({
    queryKey: arcadeKeys.classSummary(classId, from, to),
    queryFn: ({ signal }) =>
      api.get<TClassGameSummary>(`/api/v1/classes/${classId}/arcade/summary${period(from, to)}`, { signal }),
  });

/** The classes the caller can see (a teacher's own, a school's, a district's), first hundred by name. */
export const arcadeClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['arcade', 'classes'] as const,
    queryFn: ({ signal }) => api.get<TClassList>('/api/v1/classes', { signal, query: { page: 1, pageSize: 100 } }),
  });

export const districtArcadeQueryOptions = () =>
  queryOptions({
    queryKey: arcadeKeys.district(),
    queryFn: ({ signal }) => api.get<TDistrictArcade>(`${BASE}/district`, { signal }),
  });
export const saveDistrictArcade = (enabled: boolean) => api.put<TDistrictArcade>(`${BASE}/district`, { enabled });
