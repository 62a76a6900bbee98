import { type TPassage, ZPassageFields } from '@clearsheets/shared';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useStudioT } from '../i18n';

interface PassageModalProps {
  /** null: closed; 'new': a new passage; a passage: edit it. */
  passage: TPassage | 'new' | null;
  onClose: () => void;
  onSave: (passage: { id: number | null; title: string; body: string }) => Promise<TPassage>;
  onDelete: (id: number) => Promise<unknown>;
  /** Called with the passage just created or saved, so the question can point at it. */
  onSaved: (passage: TPassage) => void;
}

/** Writes or edits a reading passage of the worksheet (several questions may share it). */
export function PassageModal({ passage, onClose, onSave, onDelete, onSaved }: PassageModalProps) {
  const t = useStudioT();
  const existing = passage && passage !== 'new' ? passage : null;
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    setTitle(existing?.title ?? '');
    setBody(existing?.body ?? '');
    setBodyError(null);
    setError(null);
    setConfirmDelete(false);
  }, [existing]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (cause) {
      setError(isApiError(cause) ? cause.title : String(cause));
    } finally {
      setBusy(false);
    }
  };

  const save = () => {
    const parsed = ZPassageFields.safeParse({ title, body });
    if (!parsed.success) {
      setBodyError(parsed.error.issues.find((i) => i.path[0] === 'body')?.message ?? null);
      return;
    }
    void run(async () => {
      const saved = await onSave({ id: existing?.id ?? null, ...parsed.data });
      onSaved(saved);
      onClose();
    });
  };

  return (
    <Modal
      opened={passage !== null}
      onClose={busy ? () => {} : onClose}
      title={existing ? t('studio.passages.editTitle') : t('studio.passages.newTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('studio.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={`${t('studio.passages.title')} (${t('studio.optional')})`}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={200}
          data-autofocus
        />
        <Textarea
          label={t('studio.passages.body')}
          description={t('studio.passages.bodyHint')}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setBodyError(null);
          }}
          error={bodyError}
          autosize
          minRows={6}
          maxRows={16}
          maxLength={50_000}
          withAsterisk
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {confirmDelete && existing ? (
          <Alert color="red" variant="light" title={t('studio.passages.deleteTitle')}>
            <Stack gap="xs">
              {t('studio.passages.deleteBody')}
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setConfirmDelete(false)} disabled={busy}>
                  {t('studio.cancel')}
                </Button>
                <Button
                  color="red.9"
                  size="xs"
                  loading={busy}
                  onClick={() =>
                    run(async () => {
                      await onDelete(existing.id);
                      onClose();
                    })
                  }
                >
                  {t('studio.passages.delete')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="space-between" gap="sm">
            {existing ? (
              <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)} disabled={busy}>
                {t('studio.passages.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('studio.cancel')}
              </Button>
              <Button onClick={save} loading={busy}>
                {existing ? t('studio.save') : t('studio.passages.create')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
