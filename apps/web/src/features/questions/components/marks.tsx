import type { QuestionsT } from '../i18n';
import type { MarkState } from '../lib/review-marks';
import { CheckIcon, ClockIcon, CrossIcon, PartialIcon } from './icons';

const ICONS: Partial<Record<MarkState, () => React.ReactNode>> = {
  correct: () => <CheckIcon />,
  incorrect: () => <CrossIcon />,
  partial: () => <PartialIcon />,
  pending: () => <ClockIcon />,
  missed: () => <CheckIcon />,
};

/** The words of a mark: "Correct", "Incorrect", "Partially correct", "Pending", "Correct answer". */
export const markLabel = (t: QuestionsT, state: MarkState): string | null => {
  switch (state) {
    case 'correct':
    case 'incorrect':
    case 'partial':
    case 'pending':
      return t(`status.${state}`);
    case 'missed':
      return t('correctAnswer');
    default:
      return null;
  }
};

/** An icon and its word, never colour alone. */
export function StatusMark({ state, t, iconOnly = false }: { state: MarkState; t: QuestionsT; iconOnly?: boolean }) {
  const label = markLabel(t, state);
  const icon = ICONS[state];
  if (!label || !icon) return null;
  return (
    <span className="cs-q-mark" data-state={state}>
      {icon()}
      {iconOnly ? <span className="cs-q-sr">{label}</span> : label}
    </span>
  );
}

/** "Your answer" beside what the student picked. */
export function YourAnswerTag({ t }: { t: QuestionsT }) {
  return <span className="cs-q-tag">{t('yourAnswer')}</span>;
}
