import { artOf, CATALOG_BY_ID, REROLL_ITEM, type TArcadeHome } from '@clearsheets/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { rerollName, saveProfile } from '../api/arcade-api';
import { ItemPicture } from '../art/item-art';
import { useArcadeT } from '../i18n';
import { useArcadeAction } from '../lib/use-arcade-action';
import { ProfileBadge } from './profile-badge';

type Slot = 'bannerItem' | 'avatarItem' | 'cardItem';
const SLOT_GROUPS: Record<Slot, number> = { bannerItem: 15, avatarItem: 16, cardItem: 1 };
const SLOT_LABELS = { bannerItem: 'profile.banner', avatarItem: 'profile.avatar', cardItem: 'profile.card' } as const;

/** The student's arcade self: the kid-safe name (rerolled with a reroll), banner, avatar and game card. */
export function ProfilePanel({ home }: { home: TArcadeHome }) {
  const t = useArcadeT();
  const save = useArcadeAction(
    (body: Partial<Record<Slot, number | null>>) => saveProfile(body),
    () => t('profile.saved'),
  );
  const reroll = useArcadeAction(
    () => rerollName(),
    () => null,
  );
  const rerolls = home.inventory.find((i) => i.itemId === REROLL_ITEM)?.quantity ?? 0;
  return (
    <Stack gap="lg">
      <ProfileBadge
        displayName={home.profile.displayName}
        bannerArt={artOf(home.profile.bannerItem)}
        avatarArt={artOf(home.profile.avatarItem)}
        balance={home.balance}
        large
      />
      <Paper withBorder radius="lg" p="md">
        <Text fw={700}>{t('profile.displayName')}</Text>
        <Text fz="xl" fw={800} aria-live="polite">
          {home.profile.displayName}
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          {t('profile.nameHint')}
        </Text>
        <Group gap="sm">
          <Button
            radius="xl"
            onClick={() => reroll.mutate(undefined)}
            disabled={rerolls === 0}
            loading={reroll.isPending}
          >
            {t('profile.reroll')}
          </Button>
          <Text size="sm">{t('profile.rerolls', { count: rerolls })}</Text>
        </Group>
      </Paper>
      {(Object.keys(SLOT_GROUPS) as Slot[]).map((slot) => {
        const owned = home.inventory.filter((i) => CATALOG_BY_ID.get(i.itemId)?.group === SLOT_GROUPS[slot]);
        return (
          <section key={slot} aria-labelledby={`profile-${slot}`}>
            <Title order={3} size="h4" id={`profile-${slot}`} mb="xs">
              {t(SLOT_LABELS[slot])}
            </Title>
            {owned.length === 0 ? (
              <Text c="dimmed">{t('profile.nothing')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                {owned.map(({ itemId }) => {
                  const item = CATALOG_BY_ID.get(itemId)!;
                  const inUse = home.profile[slot] === itemId;
                  return (
                    <Paper key={itemId} withBorder radius="md" p="xs">
                      <Stack gap={4} align="center">
                        <ItemPicture art={item.art} size={48} />
                        <Text size="sm" fw={600} ta="center">
                          {item.name}
                        </Text>
                        <Button
                          size="xs"
                          radius="xl"
                          variant={inUse ? 'filled' : 'default'}
                          aria-pressed={inUse}
                          onClick={() => save.mutate({ [slot]: inUse ? null : itemId })}
                        >
                          {inUse ? t('profile.wearing') : t('profile.wear')}
                        </Button>
                      </Stack>
                    </Paper>
                  );
                })}
              </SimpleGrid>
            )}
          </section>
        );
      })}
    </Stack>
  );
}
