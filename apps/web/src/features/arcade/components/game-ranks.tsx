import { STORAGE_KEYS } from '@clearsheets/shared';
import { Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ranksQueryOptions } from '../api/arcade-api';
import { useArcadeT } from '../i18n';

const ranksOn = () => {
  try {
    return localStorage.getItem(STORAGE_KEYS.showGameRank) === '1';
  } catch {
    return false;
  }
};

/** The class ranks of a game by arcade name, when the teacher has turned ranks on (the show-game-rank flag). */
export function GameRanks({ gameId }: { gameId: number }) {
  const t = useArcadeT();
  const enabled = ranksOn();
  const ranks = useQuery({ ...ranksQueryOptions(gameId), enabled });
  if (!enabled || !ranks.data) return null;
  return (
    <section aria-labelledby="game-ranks" style={{ marginTop: 24 }}>
      <Title order={3} size="h4" id="game-ranks" mb="xs">
        {t('play.ranks', { className: ranks.data.className })}
      </Title>
      {ranks.data.items.length === 0 ? (
        <Text c="dimmed">{t('play.noRanks')}</Text>
      ) : (
        <Table striped aria-labelledby="game-ranks">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('play.rankCol')}</Table.Th>
              <Table.Th>{t('play.nameCol')}</Table.Th>
              <Table.Th>{t('play.bestCol')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranks.data.items.map((r) => (
              <Table.Tr key={`${r.rank}-${r.displayName}`} fw={r.me ? 800 : undefined}>
                <Table.Td>{r.rank}</Table.Td>
                <Table.Td>
                  {r.displayName} {r.me ? t('play.you') : ''}
                </Table.Td>
                <Table.Td>{r.best}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
