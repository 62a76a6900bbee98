import { AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { BrandMark } from '../../components/brand-mark';
import { useTranslation } from '../../lib/i18n';
import { useSignOut } from '../use-sign-out';
import { StaffUserMenu } from './staff-user-menu';

interface StaffHeaderProps {
  name: string;
  roleLabel: string;
  place: string | null;
  navOpened: boolean;
  onToggleNav: () => void;
  navId: string;
}

/** Product name, who is signed in (the account menu: name, role, school or district) and the sign-out button. */
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
          {/* Compact: below 576 px only the mark shows, so the account menu and Sign out ("Cerrar sesión") fit a
              390 px phone. */}
          <Box c="brand.8">
            <BrandMark compact />
          </Box>
        </Group>
        <Group gap="md" wrap="nowrap">
          <StaffUserMenu name={name} roleLabel={roleLabel} place={place} />
          <Button variant="default" size="sm" onClick={signOut} loading={pending}>
            {t('common.signOut')}
          </Button>
        </Group>
      </Group>
    </AppShell.Header>
  );
}
