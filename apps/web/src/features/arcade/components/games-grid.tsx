import type { TArcadeHome } from '@clearsheets/shared';
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { GAME_ART, ItemPicture } from '../art/item-art';
import { useArcadeT } from '../i18n';
import { requestGameFullscreen } from '../lib/game-fullscreen';
import { gameUrl } from '../lib/game-url';

/** The sixteen games, underwater then Boggie, each with its best score and rounds left today. */
export function GamesGrid({ home }: { home: TArcadeHome }) {
  const t = useArcadeT();
  const kinds = ['underwater', 'boggie'] as const;
  return (
    <Stack gap="lg">
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`games-${kind}`}>
          <Title order={3} id={`games-${kind}`} mb="sm">
            {t(`games.${kind}`)}
          </Title>
          <SimpleGrid
            cols={{ base: 2, sm: 3, md: 4 }}
            spacing="md"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {home.games
              .filter((g) => g.kind === kind)
              .map((game) => (
                <Card component="li" key={game.id} withBorder radius="lg" padding="md">
                  <Stack gap={6} align="center" ta="center" h="100%" justify="space-between">
                    <ItemPicture art={GAME_ART[game.id]!} size={64} />
                    <Text fw={800} lh={1.2}>
                      {game.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {game.best === null ? t('games.noBest') : t('games.best', { score: game.best })}
                    </Text>
                    {game.layersLeft > 0 ? (
                      <Text size="sm" fw={700} c="teal.9">
                        {t('games.layers', { count: game.layersLeft })}
                      </Text>
                    ) : (
                      <Text size="xs" c="orange.9">
                        {t('games.noLayers')}
                      </Text>
                    )}
                    <Button
                      component={Link}
                      to={gameUrl(game.id)}
                      onClick={requestGameFullscreen}
                      radius="xl"
                      fullWidth
                      aria-label={t('games.playLabel', { name: game.name })}
                    >
                      {t('games.play')}
                    </Button>
                  </Stack>
                </Card>
              ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
