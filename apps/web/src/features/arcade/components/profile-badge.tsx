import { CATALOG_BY_ID, type TArcadeProfile } from '@clearsheets/shared';
import { Group, Text } from '@mantine/core';
import { ItemPicture } from '../art/item-art';
import { useArcadeT } from '../i18n';

const DEFAULT_AVATAR = { shape: 'boggie', color: '#22c55e', accent: '#ffffff' };

/** The student's banner with their avatar, arcade name and coins: in the student header and the profile. */
export function ProfileBadge({
  profile,
  balance,
  large = false,
}: {
  profile: Pick<TArcadeProfile, 'displayName' | 'bannerItem' | 'avatarItem'>;
  balance: number;
  large?: boolean;
}) {
  const t = useArcadeT();
  const banner = profile.bannerItem ? CATALOG_BY_ID.get(profile.bannerItem)?.art : undefined;
  const avatar = (profile.avatarItem && CATALOG_BY_ID.get(profile.avatarItem)?.art) || DEFAULT_AVATAR;
  return (
    <Group
      gap={8}
      wrap="nowrap"
      px={large ? 'md' : 8}
      py={large ? 'sm' : 2}
      style={{
        borderRadius: 999,
        background: banner ? `linear-gradient(90deg, ${banner.color}, ${banner.accent ?? banner.color})` : '#1e1b4b',
        color: '#fff',
      }}
      data-testid="arcade-badge"
    >
      <ItemPicture art={avatar} size={large ? 56 : 32} />
      <div>
        <Text
          fw={800}
          fz={large ? 'xl' : 'sm'}
          c="white"
          lh={1.1}
          style={{ textShadow: '0 1px 2px #000' }}
          visibleFrom={large ? undefined : 'sm'}
        >
          {profile.displayName}
        </Text>
        <Text fz={large ? 'md' : 'xs'} fw={700} c="white" lh={1.1} style={{ textShadow: '0 1px 2px #000' }}>
          {t('coins', { count: balance })}
        </Text>
      </div>
    </Group>
  );
}
