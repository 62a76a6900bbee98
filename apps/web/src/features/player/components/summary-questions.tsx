import type { TAttemptSummary, TResponse, TStudentQuestion } from '@clearsheets/shared';
import { QuestionView } from '../../questions';

type SummaryQuestion = TAttemptSummary['questions'][number];

/**
 * Every answer with its result: right or wrong, the correct answer, the teacher's feedback (with its own
 * read-aloud, type 10), and "Pending" for constructed responses the teacher has not graded yet.
 */
export function SummaryQuestions({ questions, readAloud }: { questions: SummaryQuestion[]; readAloud: boolean }) {
  return (
    <ol className="cs-summary-list">
      {questions.map((q) => (
        <li key={q.questionId}>
          <div className="cs-summary-item">
            <QuestionView
              question={q.question as unknown as TStudentQuestion}
              response={(q.answer ?? undefined) as TResponse | undefined}
              mode="review"
              result={q.result ?? undefined}
              readAloud={readAloud}
              number={q.number}
              headingOrder={3}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
