import type { TJoinReply } from '@clearsheets/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { PATHS } from '../../../lib/route-access';

/**
 * One box for any code a teacher shows: an assignment's (POST /student/join) opens the player, else a live lesson
 * of the student's class (POST /student/lessons/join) opens the lesson. A code that is neither is the same 404
 * from both; each kind's wrong codes are limited on the server as before.
 */
export const useJoinWithCode = () =>
  useMutation({
    mutationFn: async (code: string): Promise<string> => {
      try {
        const found = await api.post<TJoinReply>('/api/v1/student/join', { code });
        return `${PATHS.studentWorksheet}?assignmentId=${found.assignmentId}`;
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      const lesson = await api.post<{ sessionId: number }>('/api/v1/student/lessons/join', { code });
      return `${PATHS.studentClearLesson}?session=${lesson.sessionId}`;
    },
  });
