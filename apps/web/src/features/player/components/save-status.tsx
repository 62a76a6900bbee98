import { Button, Group, Text } from '@mantine/core';
import type { PlayerT } from '../i18n';
import type { SaveState } from '../lib/save-status';

const ICONS: Record<SaveState, string> = { saving: '…', saved: '✓', offline: '!' };
const COLORS: Record<SaveState, string> = { saving: 'dark.6', saved: 'green.9', offline: 'orange.9' };

/** "Saving… / All answers saved / Offline — ...": a polite live region, with "Send now" while offline. */
export function SaveStatus({ state, onRetry, t }: { state: SaveState; onRetry: () => void; t: PlayerT }) {
  return (
    <Group gap="xs" wrap="wrap" align="center" className="cs-player-save" data-state={state}>
      <Text
        component="p"
        role="status"
        aria-live="polite"
        size="sm"
        fw={600}
        c={COLORS[state]}
        m={0}
        className="cs-player-save-text"
      >
        <span aria-hidden="true" className="cs-player-save-icon">
          {ICONS[state]}
        </span>{' '}
        {t(`save.${state}`)}
      </Text>
      {state === 'offline' && (
        <Button size="xs" variant="default" mih={36} onClick={onRetry} className="cs-player-save-retry">
          {t('save.retry')}
        </Button>
      )}
    </Group>
  );
}
