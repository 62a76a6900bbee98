import type { TMe } from '@clearsheets/shared';
import { Badge, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, LockIcon } from '../../../components/icons';
import { featureAccess } from '../feature-access';
import { HomeCard } from './home-card';

/** Which of the product's features the user's permissions open; the others say how to get them. */
export function FeaturesCard({ permissions }: { permissions: TMe['permissions'] }) {
  const { t } = useTranslation();
  return (
    <HomeCard title={t('staff.features.heading')}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {featureAccess(permissions).map(({ permission, allowed }) => {
          const status = (
            <Badge color={allowed ? 'brand' : 'gray'} variant={allowed ? 'filled' : 'light'} style={{ flexShrink: 0 }}>
              {allowed ? t('staff.features.available') : t('staff.features.locked')}
            </Badge>
          );
          return (
            <li key={permission}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon color={allowed ? 'brand' : 'gray'} variant="light" radius="xl" size="md" aria-hidden="true">
                  {allowed ? <CheckIcon /> : <LockIcon />}
                </ThemeIcon>
                <Stack gap={4} align="flex-start" style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {t(`staff.features.items.${permission}`)}
                  </Text>
                  {!allowed && (
                    <Text size="sm" c="dimmed">
                      {t('messages.upgradeRequired')}
                    </Text>
                  )}
                  {/* On narrow phones the status goes under the name, so the name keeps its width. */}
                  <Box hiddenFrom="xs">{status}</Box>
                </Stack>
                <Box visibleFrom="xs">{status}</Box>
              </Group>
            </li>
          );
        })}
      </Stack>
    </HomeCard>
  );
}
