import type { TMe } from '@clearsheets/shared';
import { Badge, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon, LockIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/section-card';
import { useTranslation } from '../../../lib/i18n';
import { featureAccess } from '../feature-access';

interface FeaturesCardProps {
  permissions: TMe['permissions'];
  /** The server's list of what a license would add; without it every feature is listed. */
  upgradable?: TMe['upgradable'];
  /** Names the district in "how to get it" (a school's license is bought by its district). */
  districtName?: string | null;
}

/** Which of the product's features the user's permissions open, what each does, and how to get the locked ones. */
export function FeaturesCard({ permissions, upgradable, districtName = null }: FeaturesCardProps) {
  const { t } = useTranslation();
  const features = featureAccess(permissions, upgradable);
  const anyLocked = features.some((f) => !f.allowed);
  return (
    <SectionCard title={t('staff.features.heading')}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {features.map(({ permission, allowed }) => {
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
                  <Text size="sm" c="dimmed">
                    {t(`staff.features.about.${permission}`)}
                  </Text>
                  {/* On narrow phones the status goes under the name, so the name keeps its width. */}
                  <Box hiddenFrom="xs">{status}</Box>
                </Stack>
                <Box visibleFrom="xs">{status}</Box>
              </Group>
            </li>
          );
        })}
      </Stack>
      {anyLocked && (
        <Paper bg="gray.0" p="md" radius="md">
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('staff.features.howToGet')}
            </Title>
            <Text size="sm">
              {districtName
                ? t('staff.features.howToGetBodyDistrict', { district: districtName })
                : t('staff.features.howToGetBody')}
            </Text>
          </Stack>
        </Paper>
      )}
    </SectionCard>
  );
}
