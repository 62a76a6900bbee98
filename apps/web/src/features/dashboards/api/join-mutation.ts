import type { TJoinReply } from '@clearsheets/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/student/join: the assignment a code opens for this student (404 for any other code). */
export const useJoinWithCode = () =>
  useMutation({ mutationFn: (code: string) => api.post<TJoinReply>('/api/v1/student/join', { code }) });
