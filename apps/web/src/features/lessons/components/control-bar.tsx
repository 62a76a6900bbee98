import type { TLessonControl, TLessonSessionState, TSlide } from '@clearsheets/shared';
import { Button, Group, Select, Switch } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { plainText } from '../../questions';
import { useLessonsT } from '../i18n';
import { lessonPaths } from '../lib/paths';

interface ControlBarProps {
  state: TLessonSessionState;
  slides: readonly TSlide[];
  index: number;
  control: (c: TLessonControl) => void;
  pending: boolean;
  endPending: boolean;
}

/** Previous / Next / Go to slide, Pause or Resume, End (confirmed), the projector and Hide names. */
export function ControlBar({ state, slides, index, control, pending, endPending }: ControlBarProps) {
  const t = useLessonsT();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const { session } = state;
  const ended = session.status === 'ended';
  const last = slides.length - 1;
  return (
    <>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Button
          variant="default"
          size="md"
          onClick={() => control({ action: 'goto', slideIndex: index - 1 })}
          disabled={ended || pending || index <= 0}
          aria-keyshortcuts="ArrowLeft"
        >
          ← {t('control.previous')}
        </Button>
        <Button
          size="md"
          onClick={() => control({ action: 'goto', slideIndex: index + 1 })}
          disabled={ended || pending || index >= last}
          aria-keyshortcuts="ArrowRight"
        >
          {t('control.next')} →
        </Button>
        <Select
          label={t('control.jump')}
          data={slides.map((s, i) => ({
            value: String(i),
            label: t('preview.slideOption', { number: i + 1, title: plainText(s.title) }),
          }))}
          value={String(index)}
          onChange={(v) => v !== null && control({ action: 'goto', slideIndex: Number(v) })}
          disabled={ended || pending}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        {session.status === 'paused' ? (
          <Button size="md" color="green.9" onClick={() => control({ action: 'resume' })} disabled={ended || pending}>
            {t('control.resume')}
          </Button>
        ) : (
          <Button size="md" variant="default" onClick={() => control({ action: 'pause' })} disabled={ended || pending}>
            {t('control.pause')}
          </Button>
        )}
        <Button size="md" color="red.9" variant="outline" onClick={() => setConfirmEnd(true)} disabled={ended}>
          {t('control.end')}
        </Button>
      </Group>
      <Group gap="lg" wrap="wrap">
        <Button
          component="a"
          href={lessonPaths.projector(session.accessCode, session.kind)}
          target="_blank"
          rel="noopener"
          variant="light"
          title={t('control.projectorHint')}
        >
          {t('control.projector')}
        </Button>
        <Switch
          label={t('control.showNames')}
          description={t('control.showNamesHint')}
          checked={session.showNames}
          onChange={(e) => control({ action: 'showNames', showNames: e.currentTarget.checked })}
          disabled={pending}
        />
      </Group>
      <ConfirmModal
        opened={confirmEnd}
        title={t('control.endTitle')}
        confirmLabel={t('control.end')}
        cancelLabel={t('control.cancel')}
        closeLabel={t('control.close')}
        loading={endPending}
        onClose={() => setConfirmEnd(false)}
        onConfirm={() => {
          control({ action: 'end' });
          setConfirmEnd(false);
        }}
      >
        {t('control.endBody')}
      </ConfirmModal>
    </>
  );
}
