import type { TMe } from '@clearsheets/shared';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

interface ProfileHeadingProps {
  name: string;
  role: TMe['user']['role'];
  schoolName: string | null;
  districtName: string | null;
}

/** The page's h1 ("Welcome, Ana Garcia") with the role, school and district underneath. */
export function ProfileHeading({ name, role, schoolName, districtName }: ProfileHeadingProps) {
  const { t } = useTranslation();
  const none = t('staff.home.none');
  return (
    <Stack gap="xs">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('staff.home.welcome', { name })}
      </Title>
      <Group gap="sm" wrap="wrap" aria-label={t('staff.home.profileLabel')} role="group">
        <Badge variant="filled" size="lg" radius="sm">
          {t(`roles.${role}`)}
        </Badge>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('staff.home.school')}:
          </Text>{' '}
          {schoolName ?? none}
        </Text>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('staff.home.district')}:
          </Text>{' '}
          {districtName ?? none}
        </Text>
      </Group>
    </Stack>
  );
}
