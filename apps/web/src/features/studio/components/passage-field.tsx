import type { TPassage } from '@clearsheets/shared';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useStudioT } from '../i18n';
import type { StudioSession } from '../lib/use-studio-session';
import { PassageModal } from './passage-modal';
import { PlusIcon } from './studio-icons';

interface PassageFieldProps {
  value: number | null;
  onChange: (passageId: number | null) => void;
  passages: TPassage[];
  session: StudioSession;
}

/** Which of the worksheet's passages the question goes with; passages are written and edited here. */
export function PassageField({ value, onChange, passages, session }: PassageFieldProps) {
  const t = useStudioT();
  const [editing, setEditing] = useState<TPassage | 'new' | null>(null);
  const current = passages.find((p) => p.id === value) ?? null;
  const name = (p: TPassage, i: number) => p.title.trim() || `${t('studio.editor.passage')} ${i + 1}`;
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Select
          label={`${t('studio.editor.passage')} (${t('studio.optional')})`}
          data={[
            { value: '', label: t('studio.editor.noPassage') },
            ...passages.map((p, i) => ({ value: String(p.id), label: name(p, i) })),
          ]}
          value={current ? String(current.id) : ''}
          onChange={(next) => onChange(next ? Number(next) : null)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
        />
        <Group gap="xs">
          {current && (
            <Button variant="default" onClick={() => setEditing(current)}>
              {t('studio.editor.editPassage')}
            </Button>
          )}
          <Button variant="light" leftSection={<PlusIcon />} onClick={() => setEditing('new')}>
            {t('studio.editor.newPassage')}
          </Button>
        </Group>
      </Group>
      <PassageModal
        passage={editing}
        onClose={() => setEditing(null)}
        onSave={(p) => session.savePassage.mutateAsync(p)}
        onDelete={async (id) => {
          await session.removePassage.mutateAsync(id);
          if (value === id) onChange(null);
        }}
        onSaved={(p) => onChange(p.id)}
      />
    </>
  );
}
