import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useAssignmentsT } from '../i18n';
import { joinLinkOf, qrPathOf } from '../lib/join-qr';

/**
 * A QR code students scan to open the assignment (their home joins with the code), with the code in text beside
 * it for anyone who types it instead. Drawn as SVG so it stays sharp on a projector.
 */
export function JoinQrCode({ accessCode, showCode = true }: { accessCode: string; showCode?: boolean }) {
  const t = useAssignmentsT();
  const link = joinLinkOf(globalThis.location?.origin ?? '', accessCode);
  const qr = useMemo(() => qrPathOf(link), [link]);
  return (
    <Group gap="md" align="center" wrap="wrap" data-testid="join-qr">
      <svg
        role="img"
        aria-label={t('assignments.qr.label', { code: accessCode })}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        width={168}
        height={168}
        shapeRendering="crispEdges"
        style={{ background: '#fff', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      >
        <path d={qr.d} fill="#000" />
      </svg>
      <Stack gap={4} maw={260}>
        {showCode && (
          <Text ff="monospace" fz={28} fw={700} lts={4} c="brand.9">
            {accessCode}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('assignments.qr.hint')}
        </Text>
      </Stack>
    </Group>
  );
}
