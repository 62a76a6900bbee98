import { MESSAGES } from '@clearsheets/shared';
import { Alert, Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMessageText } from '../../../lib/field-errors';
import { fetchReadiness } from '../api/worksheet-queries';
import { useLibraryT } from '../i18n';
import { notifyError } from '../lib/notices';
import { assignPath, studioPath } from '../lib/paths';

interface AssignButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  worksheet: { id: number; title: string; canEdit: boolean };
  /** The free license cannot assign this one (not full topic): the button is off and says why elsewhere. */
  blocked?: boolean;
  /** A shorter visible label in dense rows; the accessible name still names the worksheet. */
  label?: string;
  'aria-label'?: string;
}

/**
 * Checks readiness first (the server refuses worksheets with questions lacking answers), so the teacher
 * learns why here rather than on the assign page; then opens the assign page.
 */
export function AssignButton({ worksheet, blocked = false, label, size, variant, ...rest }: AssignButtonProps) {
  const t = useLibraryT();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [notReady, setNotReady] = useState<{ message: string; missing: number } | null>(null);

  const start = async () => {
    setChecking(true);
    try {
      const readiness = await fetchReadiness(worksheet.id);
      if (readiness.ready) navigate(assignPath(worksheet.id));
      else
        setNotReady({
          message: readiness.message ?? MESSAGES.worksheetMissingAnswers,
          missing: readiness.missingAnswerQuestionIds.length,
        });
    } catch (error) {
      notifyError(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button
        onClick={start}
        loading={checking}
        disabled={blocked}
        size={size}
        variant={variant}
        aria-label={rest['aria-label']}
      >
        {label ?? t('library.detail.assign')}
      </Button>
      <Modal
        opened={notReady !== null}
        onClose={() => setNotReady(null)}
        title={t('library.assign.notReadyTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('library.close') }}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {messageText(notReady?.message)}
          </Alert>
          {notReady && notReady.missing > 0 && (
            <Text size="sm">{t('library.assign.missing', { count: notReady.missing })}</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setNotReady(null)} data-autofocus>
              {t('library.close')}
            </Button>
            {worksheet.canEdit && (
              <Button component={Link} to={studioPath(worksheet.id)}>
                {t('library.assign.fixInStudio')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
