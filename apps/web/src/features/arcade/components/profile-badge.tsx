import type { ItemArt } from '@clearsheets/shared';
import { Group, Text } from '@mantine/core';
import { ArtPicture, AVATAR_SHAPES } from '../art/avatar-art';
import { useBadgeT } from '../badge-i18n';

const DEFAULT_AVATAR: ItemArt = { shape: 'boggie', color: '#22c55e', accent: '#ffffff' };

/** The student's banner with their avatar, arcade name and coins: in the student header and the profile. */
export function ProfileBadge({
  displayName,
  bannerArt,
  avatarArt,
  balance,
  large = false,
}: {
  displayName: string;
  bannerArt: ItemArt | null;
  avatarArt: ItemArt | null;
  balance: number;
  large?: boolean;
}) {
  const t = useBadgeT();
  return (
    <Group
      gap={8}
      wrap="nowrap"
      px={large ? 'md' : 8}
      py={large ? 'sm' : 2}
      style={{
        borderRadius: 999,
        background: bannerArt
          ? `linear-gradient(90deg, ${bannerArt.color}, ${bannerArt.accent ?? bannerArt.color})`
          : '#1e1b4b',
        color: '#fff',
      }}
      data-testid="arcade-badge"
    >
      <ArtPicture art={avatarArt ?? DEFAULT_AVATAR} shapes={AVATAR_SHAPES} fallback="boggie" size={large ? 56 : 32} />
      <div>
        <Text
          fw={800}
          fz={large ? 'xl' : 'sm'}
          c="white"
          lh={1.1}
          style={{ textShadow: '0 1px 2px #000' }}
          visibleFrom={large ? undefined : 'lg'}
        >
          {displayName}
        </Text>
        <Text fz={large ? 'md' : 'xs'} fw={700} c="white" lh={1.1} style={{ textShadow: '0 1px 2px #000' }}>
          {t('coins', { count: balance })}
        </Text>
      </div>
    </Group>
  );
}
