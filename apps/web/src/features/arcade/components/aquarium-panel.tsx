import { AQUARIUM_GROUPS, AQUARIUM_SLOTS, CATALOG_BY_ID, FOOD_ITEM, type TArcadeHome } from '@clearsheets/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { feedAquarium, saveAquarium } from '../api/arcade-api';
import { ItemPicture } from '../art/item-art';
import { useArcadeT } from '../i18n';
import { useArcadeAction } from '../lib/use-arcade-action';
import './aquarium.css';

type Placement = { slot: number; itemId: number };

/** Where each place of the tank is, in percent of its width and height: creatures swim high, decorations sit low. */
const SLOT_POSITIONS = Array.from({ length: AQUARIUM_SLOTS }, (_, i) => ({
  left: 6 + (i % 4) * 23 + (Math.floor(i / 4) % 2) * 8,
  top: 8 + Math.floor(i / 4) * 28,
}));

/** The aquarium: owned creatures, plants and decorations placed in the tank, and fish food. */
export function AquariumPanel({ home }: { home: TArcadeHome }) {
  const t = useArcadeT();
  const placements = home.aquarium.placements;
  const save = useArcadeAction(
    (next: { list: Placement[]; message: string }) => saveAquarium(next.list),
    (next) => next.message,
  );
  const feed = useArcadeAction(
    () => feedAquarium(),
    () => t('aquarium.fed'),
  );
  const placedCount = new Map<number, number>();
  for (const p of placements) placedCount.set(p.itemId, (placedCount.get(p.itemId) ?? 0) + 1);
  const placeable = home.inventory.filter((i) => {
    const group = CATALOG_BY_ID.get(i.itemId)?.group;
    return group !== undefined && AQUARIUM_GROUPS.includes(group);
  });
  const food = home.inventory.find((i) => i.itemId === FOOD_ITEM)?.quantity ?? 0;
  const freeSlot = () =>
    Array.from({ length: AQUARIUM_SLOTS }, (_, i) => i).find((s) => !placements.some((p) => p.slot === s));
  const place = (itemId: number) => {
    const slot = freeSlot();
    if (slot === undefined) return;
    const name = CATALOG_BY_ID.get(itemId)!.name;
    save.mutate({ list: [...placements, { slot, itemId }], message: t('aquarium.placed', { name }) });
  };
  const remove = (slot: number) => save.mutate({ list: placements.filter((p) => p.slot !== slot), message: '' });
  return (
    <Stack gap="md">
      <div
        className={`cs-aquarium${home.aquarium.hungry ? '' : ' cs-aquarium--fed'}`}
        role="img"
        aria-label={
          placements.length
            ? `${t('aquarium.label')}: ${placements.map((p) => CATALOG_BY_ID.get(p.itemId)?.name).join(', ')}`
            : t('aquarium.empty')
        }
      >
        {placements.map((p) => {
          const item = CATALOG_BY_ID.get(p.itemId);
          if (!item) return null;
          const pos = SLOT_POSITIONS[p.slot]!;
          return (
            <div
              key={p.slot}
              className={`cs-aquarium__thing${item.group === 1 ? ' cs-aquarium__thing--swims' : ''}`}
              style={{
                left: `${pos.left}%`,
                top: `${item.group === 1 ? pos.top : 62}%`,
                animationDelay: `${p.slot * 0.7}s`,
              }}
            >
              <ItemPicture art={item.art} size={64} />
            </div>
          );
        })}
      </div>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700} c={home.aquarium.hungry ? 'orange.9' : 'teal.9'} aria-live="polite">
          {home.aquarium.hungry ? t('aquarium.hungry') : t('aquarium.happy')}
        </Text>
        <Group gap="sm">
          <Text size="sm">{t('aquarium.food', { count: food })}</Text>
          <Button radius="xl" onClick={() => feed.mutate(undefined)} loading={feed.isPending} disabled={food === 0}>
            {t('aquarium.feed')}
          </Button>
        </Group>
      </Group>
      {placeable.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <Title order={3} size="h4">
            {t('aquarium.empty')}
          </Title>
          <Text c="dimmed">{t('aquarium.emptyBody')}</Text>
        </Paper>
      ) : (
        <section aria-labelledby="aquarium-owned">
          <Title order={3} size="h4" id="aquarium-owned" mb="xs">
            {t('aquarium.owned')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {placeable.map((owned) => {
              const item = CATALOG_BY_ID.get(owned.itemId)!;
              const placedSlots = placements.filter((p) => p.itemId === item.id);
              const canPlace = placedSlots.length < owned.quantity && freeSlot() !== undefined;
              return (
                <Paper component="li" key={item.id} withBorder radius="md" p="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs" wrap="nowrap">
                      <ItemPicture art={item.art} size={40} />
                      <Text fw={600}>{item.name}</Text>
                    </Group>
                    {placedSlots.length > 0 ? (
                      <Button
                        variant="default"
                        radius="xl"
                        size="sm"
                        onClick={() => remove(placedSlots[0]!.slot)}
                        aria-label={t('aquarium.removeLabel', { name: item.name })}
                      >
                        {t('aquarium.remove')}
                      </Button>
                    ) : (
                      <Button
                        radius="xl"
                        size="sm"
                        disabled={!canPlace}
                        onClick={() => place(item.id)}
                        aria-label={t('aquarium.placeLabel', { name: item.name })}
                      >
                        {t('aquarium.place')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
