import type { TStudentQuestion } from '@clearsheets/shared';
import { useId } from 'react';
import type { PlayerT } from '../i18n';

interface QuestionNavigatorProps {
  questions: readonly TStudentQuestion[];
  current: number;
  answered: (question: TStudentQuestion) => boolean;
  onGo: (index: number) => void;
  t: PlayerT;
}

/**
 * Numbered buttons to jump to any question. Answered ones are filled and carry a tick (not colour alone);
 * the current one is outlined and marked `aria-current="step"`. Plain buttons: Tab and Enter reach them all.
 */
export function QuestionNavigator({ questions, current, answered, onGo, t }: QuestionNavigatorProps) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className="cs-player-nav">
      <h2 id={labelId} className="cs-player-nav-title">
        {t('navigator.label')}
      </h2>
      <ol className="cs-player-nav-list">
        {questions.map((q, index) => {
          const done = answered(q);
          const isCurrent = index === current;
          const label = t(done ? 'navigator.answered' : 'navigator.unanswered', { number: index + 1 });
          return (
            <li key={q.id}>
              <button
                type="button"
                className="cs-player-nav-button"
                data-answered={done || undefined}
                data-current={isCurrent || undefined}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={isCurrent ? `${label}, ${t('navigator.current')}` : label}
                onClick={() => onGo(index)}
              >
                <span aria-hidden="true">{index + 1}</span>
                {done && (
                  <svg className="cs-player-nav-tick" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                    <path d="M2.5 6.5l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
