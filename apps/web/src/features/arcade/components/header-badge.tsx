import { UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import { badgeQueryOptions } from '../api/arcade-api';
import { useBadgeT } from '../badge-i18n';
import { ProfileBadge } from './profile-badge';

/** The student header's banner, avatar, arcade name and coins, linking to the arcade (lazy: not in first load). */
export default function HeaderBadge() {
  const t = useBadgeT();
  const badge = useQuery(badgeQueryOptions());
  if (!badge.data) return null;
  return (
    <UnstyledButton
      component={Link}
      to={PATHS.studentArcade}
      aria-label={`${t('title')}: ${badge.data.displayName}, ${t('coins', { count: badge.data.balance })}`}
    >
      <ProfileBadge
        displayName={badge.data.displayName}
        bannerArt={badge.data.bannerArt}
        avatarArt={badge.data.avatarArt}
        balance={badge.data.balance}
      />
    </UnstyledButton>
  );
}
