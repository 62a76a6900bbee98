import { CATALOG_BY_ID, type TArcadeHome } from '@clearsheets/shared';
import { Alert, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../components/loading-block';
import { QueryError } from '../../../components/query-error';
import { arcadeHomeQueryOptions, arcadeKeys } from '../api/arcade-api';
import { ItemPicture } from '../art/item-art';
import { type ArcadeT, useArcadeT } from '../i18n';
import { forgetGame, rememberArcadeFlags } from '../lib/game-url';
import { AquariumPanel } from './aquarium-panel';
import { ClosedPanel } from './closed-panel';
import { GamesGrid } from './games-grid';
import { ProfilePanel } from './profile-panel';
import { ShopPanel } from './shop-panel';

const TABS = ['games', 'shop', 'aquarium', 'me'] as const;
type Tab = (typeof TABS)[number];

/** The arcade's home (/playgame): coins, the games, the shop, the aquarium and the profile. */
export function ArcadeHub() {
  const t = useArcadeT();
  const home = useQuery(arcadeHomeQueryOptions());
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'games';
  const [newCoins, setNewCoins] = useState(0);
  useEffect(forgetGame, []);
  useEffect(() => {
    if (!home.data) return;
    setNewCoins(rememberArcadeFlags(home.data.showRanks, home.data.balance));
    // The header's badge shows the coins just credited.
    client.setQueryData(arcadeKeys.badge(), { ...home.data.profile, balance: home.data.balance });
  }, [home.data, client]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {home.data && (
          <Paper radius="xl" px="lg" py="xs" bg="yellow.1" withBorder>
            <Group gap="xs">
              <ItemPicture art={{ shape: 'token', color: '#f59e0b', accent: '#78350f' }} size={36} />
              <Text fw={800} fz="xl" c="#92400e" aria-label={`${t('coinsLabel')}: ${home.data.balance}`}>
                {t('coins', { count: home.data.balance })}
              </Text>
            </Group>
          </Paper>
        )}
      </Group>
      {home.isPending ? (
        <LoadingBlock lines={4} height={40} />
      ) : home.isError ? (
        <QueryError error={home.error} onRetry={() => home.refetch()} retrying={home.isFetching} />
      ) : home.data.closed ? (
        <ClosedPanel closed={home.data.closed} />
      ) : (
        <>
          {home.data.freeRoundsLeft !== null && (
            <Alert color="blue" variant="light" c="blue.9">
              {t('free.left', { count: home.data.freeRoundsLeft })}
            </Alert>
          )}
          {newCoins > 0 && (
            <Alert color="yellow" variant="light" c="#92400e" role="status">
              {t('newCoins', { count: newCoins })}
            </Alert>
          )}
          <Tabs
            value={tab}
            onChange={(value) => setParams(value && value !== 'games' ? { tab: value } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List aria-label={t('tabs.label')}>
              {TABS.map((key) => (
                <Tabs.Tab key={key} value={key} fz="md" fw={700}>
                  {t(`tabs.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="games" pt="md">
              <GamesGrid home={home.data} />
            </Tabs.Panel>
            <Tabs.Panel value="shop" pt="md">
              <ShopPanel home={home.data} />
            </Tabs.Panel>
            <Tabs.Panel value="aquarium" pt="md">
              <AquariumPanel home={home.data} />
            </Tabs.Panel>
            <Tabs.Panel value="me" pt="md">
              <ProfilePanel home={home.data} />
            </Tabs.Panel>
          </Tabs>
          <RecentCoins home={home.data} t={t} />
        </>
      )}
    </Stack>
  );
}

/** The last coins in and out, each with what earned or bought it. */
function RecentCoins({ home, t }: { home: TArcadeHome; t: ArcadeT }) {
  return (
    <section aria-labelledby="arcade-recent">
      <Title order={2} size="h3" id="arcade-recent" mb="xs">
        {t('recent.label')}
      </Title>
      {home.recent.length === 0 ? (
        <Text c="dimmed">{t('recent.empty')}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {home.recent.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: ledger lines never reorder within one read
            <Group component="li" key={i} justify="space-between" wrap="nowrap">
              <Text>
                {line.delta < 0
                  ? t('sources.spend', { name: CATALOG_BY_ID.get(line.itemId ?? 0)?.name ?? '' })
                  : line.itemId
                    ? t('sources.token')
                    : t(`sources.s${line.source ?? 7}` as 'sources.s1')}
              </Text>
              <Text fw={700} c={line.delta < 0 ? 'red.9' : 'teal.9'}>
                {line.delta > 0 ? '+' : ''}
                {line.delta}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </section>
  );
}
