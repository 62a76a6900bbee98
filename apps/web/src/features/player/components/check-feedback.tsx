import type { TResponseResult } from '@clearsheets/shared';
import { Alert } from '@mantine/core';
import type { PlayerT } from '../i18n';
import type { CheckState } from '../lib/save-status';

const RESULT_COLORS = { correct: 'green', incorrect: 'red', partial: 'orange', pending: 'blue', ungraded: 'gray' };

/**
 * Feedback option 1 after Check: right or wrong in words (the question itself then shows the marks and the
 * correct answer), or why it is not here yet. A polite live region, so it is read once it changes.
 */
export function CheckFeedback({
  state,
  result,
  t,
}: {
  state: CheckState;
  result: TResponseResult | null | undefined;
  t: PlayerT;
}) {
  const status = state === 'result' && result ? result.status : null;
  return (
    <div role="status" aria-live="polite" className="cs-player-feedback">
      {state === 'checking' && <Alert variant="light">{t('feedback.checking')}</Alert>}
      {state === 'offline' && (
        <Alert variant="light" color="orange">
          {t('feedback.offline')}
        </Alert>
      )}
      {status && (
        <Alert variant="light" color={RESULT_COLORS[status]} fw={700} fz="lg">
          {t(`feedback.${status}`)}
        </Alert>
      )}
    </div>
  );
}
