import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useDuplicateLesson } from '../api/my-lesson-queries';
import { lessonPaths } from './paths';

/** "Copy to My Clear Lessons": duplicates the lesson, then opens the copy in the builder. A refusal (a free
 * license's upgrade message, a lesson gone) is kept to show where the button is. */
export function useCopyLesson() {
  const navigate = useNavigate();
  const duplicate = useDuplicateLesson();
  const [copyingId, setCopyingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const copy = (lessonId: number) => {
    setCopyingId(lessonId);
    setError(null);
    duplicate.mutate(lessonId, {
      onSuccess: (saved) => navigate(lessonPaths.build(saved.id)),
      onError: (e) => setError(isApiError(e) ? (e.detail ?? e.title) : String(e)),
      onSettled: () => setCopyingId(null),
    });
  };
  return { copy, copyingId, error, clearError: () => setError(null) };
}
