// The parts of an assigned question (the assignment's snapshot, answer keys included) the grading screens read.

export interface SnapshotQuestion {
  id: number;
  prompt: string;
  points?: number;
  answerType: number;
  images?: { url: string; alt: string }[];
  content?: { sampleAnswer?: string; gradingScaleId?: number };
}

/** The snapshot question with this id, if the snapshot has it. */
export function findSnapshotQuestion(questions: readonly Record<string, unknown>[] | undefined, id: number) {
  return (questions as SnapshotQuestion[] | undefined)?.find((q) => q.id === id);
}
