import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { PATHS } from '../../lib/route-access';

interface StaffUserMenuProps {
  name: string;
  roleLabel: string;
  place: string | null;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Who is signed in (name, role, school or district) as the button of the account menu. On phones only the
 * initials show: the navigation drawer repeats the name there. */
export function StaffUserMenu({ name, roleLabel, place }: StaffUserMenuProps) {
  const { t } = useTranslation();
  const detail = place ? `${roleLabel} · ${place}` : roleLabel;
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('staff.header.menu', { name })}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="sm" ta="right">
              <Text fw={600} size="sm" lh={1.3}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.3}>
                {detail}
              </Text>
            </Box>
            <Avatar color="brand" radius="xl" size={36} aria-hidden="true">
              {initialsOf(name)}
            </Avatar>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={600} size="sm" c="dark">
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to={PATHS.teacherAccountSetting}>
          {t('staff.header.accountSettings')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
