import { MESSAGES } from '@clearsheets/shared';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useMe } from '../lib/me-query';
import { PATHS } from '../lib/route-access';
import { LockIcon } from './icons';
import { UpgradeText } from './upgrade-text';

interface LockedFeatureProps {
  /** The feature's name, the page's heading ("Clear Monitor"). */
  feature: string;
  /** What the feature does, in one or two sentences. */
  about: string;
}

/** A page whose feature the user's license does not include: what it does and how to get it, never an error.
 * The page decides from the permissions /me sent, so it asks nothing the server would refuse. */
export function LockedFeature({ feature, about }: LockedFeatureProps) {
  const { t } = useTranslation();
  const me = useMe().data;
  const district = me?.district?.name;
  // The server says whether this user may buy a plan themselves (a teacher no license covers yet).
  const subscribe = me?.abilities.subscribe === true;
  return (
    <Stack gap="lg" maw={720}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon color="gray" variant="light" radius="xl" size="xl" aria-hidden="true">
          <LockIcon size={22} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {feature}
        </Title>
        <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
          {t('staff.features.lockedBadge')}
        </Badge>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Text fw={700} size="lg">
            {t('staff.features.lockedTitle', { feature })}
          </Text>
          <Stack gap={4}>
            <Title order={2} fz="md">
              {t('staff.features.whatItDoes')}
            </Title>
            <Text>{about}</Text>
          </Stack>
          <Stack gap={4}>
            <Title order={2} fz="md">
              {t('staff.features.howToGet')}
            </Title>
            <Text>
              {district ? t('staff.features.howToGetBodyDistrict', { district }) : t('staff.features.howToGetBody')}
            </Text>
            <Text>
              <UpgradeText text={MESSAGES.upgradeRequired} />.
            </Text>
          </Stack>
          {subscribe && (
            <Stack gap="xs" align="flex-start">
              <Text>{t('staff.features.buyPlan')}</Text>
              <Button component={Link} to={PATHS.teacherSubscription}>
                {t('staff.features.seePlans')}
              </Button>
            </Stack>
          )}
          <Anchor component={Link} to={PATHS.teacherAccountSetting} fw={600} w="fit-content">
            {t('staff.features.seeAccount')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
