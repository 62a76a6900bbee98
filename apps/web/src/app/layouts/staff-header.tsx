import { AppShell, Box, Burger, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand-mark';
import { useSignOut } from '../use-sign-out';

interface StaffHeaderProps {
  name: string;
  roleLabel: string;
  place: string | null;
  navOpened: boolean;
  onToggleNav: () => void;
  navId: string;
}

/** Product name, who is signed in (name, role, school or district) and the sign-out button. */
export function StaffHeader({ name, roleLabel, place, navOpened, onToggleNav, navId }: StaffHeaderProps) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  return (
    <AppShell.Header px={{ base: 'xs', xs: 'md' }}>
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={t('staff.nav.toggle')}
            aria-expanded={navOpened}
            aria-controls={navId}
          />
          <Box c="brand.8">
            <BrandMark />
          </Box>
        </Group>
        <Group gap="md" wrap="nowrap">
          <Box visibleFrom="sm" ta="right" aria-label={t('staff.header.userLabel')} role="group">
            <Text fw={600} size="sm" lh={1.3}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.3}>
              {place ? `${roleLabel} · ${place}` : roleLabel}
            </Text>
          </Box>
          <Button variant="default" size="sm" onClick={signOut} loading={pending}>
            {t('common.signOut')}
          </Button>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
