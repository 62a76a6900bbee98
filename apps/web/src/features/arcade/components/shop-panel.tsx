import { CATALOG, type CatalogItem, INVENTORY_GROUPS, type TArcadeHome } from '@clearsheets/shared';
import { Button, Card, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { buyItem } from '../api/arcade-api';
import { ItemPicture } from '../art/item-art';
import { useArcadeT } from '../i18n';
import { useArcadeAction } from '../lib/use-arcade-action';

/** The shop: every item of the twenty groups, bought with coins after a confirmation. */
export function ShopPanel({ home }: { home: TArcadeHome }) {
  const t = useArcadeT();
  const [group, setGroup] = useState('all');
  const [asked, setAsked] = useState<CatalogItem | null>(null);
  const owned = new Map(home.inventory.map((i) => [i.itemId, i.quantity]));
  const buy = useArcadeAction(
    (item: CatalogItem) => buyItem(item.id),
    (item) => t('shop.bought', { name: item.name }),
  );
  const items = CATALOG.filter((i) => group === 'all' || String(i.group) === group);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('shop.group')}
        value={group}
        onChange={(e) => setGroup(e.currentTarget.value)}
        data={[
          { value: 'all', label: t('shop.allGroups') },
          ...INVENTORY_GROUPS.map((g) => ({ value: String(g.id), label: g.name })),
        ]}
        maw={320}
      />
      <SimpleGrid
        cols={{ base: 2, sm: 3, md: 4 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => {
          const have = owned.get(item.id) ?? 0;
          const ownedUnique = item.unique && have > 0;
          return (
            <Card component="li" key={item.id} withBorder radius="lg" padding="md">
              <Stack gap={6} align="center" ta="center" h="100%" justify="space-between">
                <ItemPicture art={item.art} size={64} />
                <Text fw={700} lh={1.2}>
                  {item.name}
                </Text>
                <Text size="sm" fw={700} c="#92400e">
                  {item.price === 0 ? t('shop.free') : t('shop.price', { count: item.price })}
                </Text>
                {!item.unique && have > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('shop.have', { count: have })}
                  </Text>
                )}
                {ownedUnique ? (
                  <Text size="sm" fw={700} c="teal.9">
                    {t('shop.owned')}
                  </Text>
                ) : (
                  <Button
                    radius="xl"
                    fullWidth
                    disabled={home.balance < item.price}
                    onClick={() => setAsked(item)}
                    aria-label={t('shop.buyLabel', { name: item.name, price: item.price })}
                  >
                    {t('shop.buy')}
                  </Button>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <ConfirmModal
        opened={asked !== null}
        title={asked ? t('shop.confirmTitle', { name: asked.name }) : ''}
        confirmLabel={t('shop.buy')}
        cancelLabel={t('shop.cancel')}
        closeLabel={t('close')}
        danger={false}
        loading={buy.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked) buy.mutate(asked, { onSettled: () => setAsked(null) });
        }}
      >
        {asked ? t('shop.confirmBody', { price: asked.price, balance: home.balance }) : ''}
      </ConfirmModal>
    </Stack>
  );
}
