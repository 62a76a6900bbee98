import type { TMathMoment } from '@clearsheets/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useArcadeT } from '../i18n';

/** The math moment: the game waits while the student answers a question from their standards. */
export function MathMomentModal({ moment, onDone }: { moment: TMathMoment | null; onDone: (right: boolean) => void }) {
  const t = useArcadeT();
  const [picked, setPicked] = useState<number | null>(null);
  // A phone held sideways (390 px tall): the question takes the screen, the choices in one row, so it all fits.
  const short = useMediaQuery('(max-height: 500px)', false, { getInitialValueInEffect: false });
  const close = () => {
    const right = picked !== null && picked === moment?.answer;
    setPicked(null);
    onDone(right);
  };
  return (
    <Modal
      opened={moment !== null}
      onClose={close}
      title={t('play.mathTitle')}
      centered
      fullScreen={short}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="md"
    >
      {moment && (
        <Stack gap={short ? 'xs' : 'md'}>
          <Text c="dimmed" size={short ? 'sm' : undefined}>
            {t('play.mathHint')}
          </Text>
          <Text fz={short ? 24 : 28} fw={800} ta="center">
            {moment.prompt}
          </Text>
          <SimpleGrid cols={short ? 4 : 2} spacing="sm">
            {moment.choices.map((choice, i) => (
              <Button
                key={choice}
                size={short ? 'md' : 'lg'}
                radius="xl"
                variant={picked === i ? 'filled' : 'default'}
                color={
                  picked === null ? undefined : i === moment.answer ? 'teal.9' : picked === i ? 'red.9' : undefined
                }
                disabled={picked !== null}
                onClick={() => setPicked(i)}
                data-autofocus={i === 0 || undefined}
              >
                {choice}
              </Button>
            ))}
          </SimpleGrid>
          {picked !== null && (
            <Text fw={700} role="status" c={picked === moment.answer ? 'teal.9' : 'red.9'}>
              {picked === moment.answer
                ? t('play.mathRight')
                : t('play.mathWrong', { answer: moment.choices[moment.answer] })}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant={picked === null ? 'default' : 'filled'} onClick={close} radius="xl">
              {picked === null ? t('play.mathSkip') : t('play.mathGo')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
