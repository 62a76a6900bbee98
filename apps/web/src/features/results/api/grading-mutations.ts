import type { TGradedResponse, TStudentSheet } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resultsKeys } from './results-keys';

export interface GradeInput {
  responseId: number;
  score: number;
  gradingScaleId?: number;
  feedback: string;
}

export interface OverrideInput {
  responseId: number;
  score: number;
  note: string;
}

/** The sheet as it now is: the response's new score and the attempt's new total, before the refetch lands. */
function patchSheet(sheet: TStudentSheet | undefined, reply: TGradedResponse): TStudentSheet | undefined {
  if (!sheet) return sheet;
  return {
    ...sheet,
    score: sheet.status === 'submitted' ? reply.attempt.score : sheet.score,
    questions: sheet.questions.map((q) =>
      q.responseId === reply.responseId && q.result
        ? {
            ...q,
            result: { ...q.result, status: reply.status, score: reply.score, feedback: reply.feedback },
            overrideNote: reply.overrideNote,
            gradedAt: reply.gradedAt,
          }
        : q,
    ),
  };
}

function useScoreMutation<I extends { responseId: number }>(path: 'grade' | 'override', studentId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ responseId, ...body }: I) =>
      api.put<TGradedResponse>(`/api/v1/responses/${responseId}/${path}`, body),
    onSuccess: (reply) => {
      // The graded response leaves its queue at once (the refetch confirms).
      queryClient.setQueryData<{ responseId: number }[]>(resultsKeys.queue(reply.assignmentId), (old) =>
        reply.status === 'pending' ? old : old?.filter((item) => item.responseId !== reply.responseId),
      );
      if (studentId !== undefined)
        queryClient.setQueryData<TStudentSheet>(resultsKeys.sheet(reply.assignmentId, studentId), (old) =>
          patchSheet(old, reply),
        );
      return queryClient.invalidateQueries({ queryKey: resultsKeys.all });
    },
  });
}

/** PUT /api/v1/responses/:id/grade: a constructed response's score, scale and feedback (`Feedback added`). */
export const useGradeResponse = (studentId?: number) => useScoreMutation<GradeInput>('grade', studentId);

/** PUT /api/v1/responses/:id/override: an automatic score replaced, with the teacher's reason. */
export const useOverrideScore = (studentId?: number) => useScoreMutation<OverrideInput>('override', studentId);
