import type { TPassage, TWorksheetDetail, TWorksheetQuestion } from '@clearsheets/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-error';
import { passageApi, questionApi } from '../api/question-api';
import { studioKeys } from '../api/studio-keys';
import { AutosaveQueue } from './autosave-queue';
import { moveItem } from './reorder';

// One editing session of a worksheet: the detail in the query cache is the studio's working copy. Edits
// land in it at once (so the list, progress and preview follow as the teacher types) and go to the server
// through the autosave queue; adds, deletes, copies and moves update it from the server's replies.

/** A refusal another try will not change; 408 and 429 are worth retrying. */
const isPermanent = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

const renumber = (questions: TWorksheetQuestion[]) => questions.map((q, i) => ({ ...q, position: i }));

export function useStudioSession(worksheetId: number) {
  const queryClient = useQueryClient();
  const update = useCallback(
    (change: (detail: TWorksheetDetail) => TWorksheetDetail) =>
      queryClient.setQueryData<TWorksheetDetail>(studioKeys.detail(worksheetId), (old) => (old ? change(old) : old)),
    [queryClient, worksheetId],
  );
  const patchQuestion = useCallback(
    (id: number, patch: Partial<TWorksheetQuestion>) =>
      update((d) => ({ ...d, questions: d.questions.map((q) => (q.id === id ? { ...q, ...patch } : q)) })),
    [update],
  );

  const queue: AutosaveQueue<Record<string, unknown>> = useMemo(
    () =>
      new AutosaveQueue<Record<string, unknown>>(
        async (questionId, question) => {
          const saved = await questionApi.save(worksheetId, questionId, question);
          // Only the verdict, and only for the latest version: the text stays as the teacher typed it.
          if (!queue.hasPending(questionId))
            patchQuestion(questionId, { isComplete: saved.isComplete, issues: saved.issues });
        },
        { isPermanent },
      ),
    [worksheetId, patchQuestion],
  );
  const status = useSyncExternalStore(queue.subscribe, queue.getStatus);

  // Leaving the studio: send what is left, and let the lists pick up the new counts and readiness.
  useEffect(() => {
    queue.open();
    return () => {
      queue.close();
      void queryClient.invalidateQueries({ queryKey: studioKeys.worksheets });
    };
  }, [queue, queryClient]);

  // Closing the tab with unsaved edits asks first.
  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  /** Records an edit: into the working copy now, to the server after the pause. */
  const edit = useCallback(
    (questionId: number, data: Record<string, unknown>, complete: boolean) => {
      patchQuestion(questionId, { data, isComplete: complete });
      queue.schedule(questionId, data);
    },
    [patchQuestion, queue],
  );

  const add = useMutation({
    mutationFn: (vars: { question: Record<string, unknown>; position: number }) =>
      questionApi.add(worksheetId, vars.question, vars.position),
    onSuccess: (created, vars) =>
      update((d) => {
        const list = [...d.questions];
        list.splice(Math.min(vars.position, list.length), 0, created);
        return { ...d, questions: renumber(list) };
      }),
  });

  const remove = useMutation({
    mutationFn: async (questionId: number) => {
      queue.cancel(questionId);
      await questionApi.remove(worksheetId, questionId);
      return questionId;
    },
    onSuccess: (questionId) =>
      update((d) => ({ ...d, questions: renumber(d.questions.filter((q) => q.id !== questionId)) })),
  });

  const duplicate = useMutation({
    mutationFn: async (questionId: number) => {
      await queue.flush();
      return { sourceId: questionId, copy: await questionApi.duplicate(worksheetId, questionId) };
    },
    onSuccess: ({ sourceId, copy }) =>
      update((d) => {
        const list = [...d.questions];
        list.splice(list.findIndex((q) => q.id === sourceId) + 1, 0, copy);
        return { ...d, questions: renumber(list) };
      }),
  });

  const reorder = useMutation({
    mutationFn: (vars: { questionId: number; to: number; before: TWorksheetQuestion[] }) => {
      const from = vars.before.findIndex((q) => q.id === vars.questionId);
      const next = renumber(moveItem(vars.before, from, vars.to));
      update((d) => ({ ...d, questions: next }));
      return questionApi.reorder(
        worksheetId,
        next.map((q) => q.id),
      );
    },
    // The server refused: put the list back as it was.
    onError: (_error, vars) => update((d) => ({ ...d, questions: vars.before })),
  });

  const savePassage = useMutation({
    mutationFn: async (vars: { id: number | null; title: string; body: string }) =>
      vars.id === null
        ? passageApi.add(worksheetId, { title: vars.title, body: vars.body })
        : passageApi.save(worksheetId, vars.id, { title: vars.title, body: vars.body }),
    onSuccess: (passage: TPassage) =>
      update((d) => ({
        ...d,
        passages: d.passages.some((p) => p.id === passage.id)
          ? d.passages.map((p) => (p.id === passage.id ? passage : p))
          : [...d.passages, passage],
      })),
  });

  const removePassage = useMutation({
    mutationFn: async (passageId: number) => {
      await passageApi.remove(worksheetId, passageId);
      return passageId;
    },
    onSuccess: (passageId) => update((d) => ({ ...d, passages: d.passages.filter((p) => p.id !== passageId) })),
  });

  return { status, error: queue.getError(), queue, edit, add, remove, duplicate, reorder, savePassage, removePassage };
}

export type StudioSession = ReturnType<typeof useStudioSession>;
