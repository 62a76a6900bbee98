import type { TWorksheetDetail } from '@clearsheets/shared';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../lib/route-access';
import { useDuplicateWorksheet, useExportQti } from '../api/worksheet-mutations';
import { useLibraryT } from '../i18n';
import type { StudioAccess } from '../lib/license';
import { notifyError } from '../lib/notices';
import { studioPath } from '../lib/paths';
import { AssignButton } from './assign-button';
import { DeleteWorksheetModal } from './delete-worksheet-modal';
import { ShareModal } from './share-modal';

interface WorksheetActionsProps {
  worksheet: TWorksheetDetail;
  studio: StudioAccess;
  /** The free license may not assign this worksheet (it is not full topic). */
  assignBlocked: boolean;
}

/** Assign, duplicate, export; and for the owner edit, share and delete. */
export function WorksheetActions({ worksheet, studio, assignBlocked }: WorksheetActionsProps) {
  const t = useLibraryT();
  const navigate = useNavigate();
  const duplicate = useDuplicateWorksheet();
  const exportQti = useExportQti();
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const owner = worksheet.canEdit;

  return (
    <>
      <Group gap="sm" wrap="wrap" role="group" aria-label={t('library.detail.actions')}>
        <AssignButton worksheet={worksheet} blocked={assignBlocked} />
        {studio.create && (
          <Button
            variant="default"
            loading={duplicate.isPending}
            onClick={() =>
              duplicate.mutate(worksheet.id, {
                onSuccess: (copy) => navigate(studioPath(copy.id)),
                onError: notifyError,
              })
            }
          >
            {t('library.detail.duplicate')}
          </Button>
        )}
        <Button
          variant="default"
          loading={exportQti.isPending}
          onClick={() => exportQti.mutate({ id: worksheet.id, title: worksheet.title }, { onError: notifyError })}
        >
          {t('library.detail.exportQti')}
        </Button>
        {owner && studio.edit && (
          <Button variant="default" component={Link} to={studioPath(worksheet.id)}>
            {t('library.detail.edit')}
          </Button>
        )}
        {owner && (
          <Button variant="default" onClick={() => setSharing(true)}>
            {t('library.detail.share')}
          </Button>
        )}
        {owner && (
          <Button variant="outline" color="red.9" onClick={() => setDeleting(true)}>
            {t('library.detail.delete')}
          </Button>
        )}
      </Group>
      {assignBlocked && (
        <Text size="sm" c="dimmed">
          {t('library.detail.freeCannotAssign')}
        </Text>
      )}
      <ShareModal worksheet={sharing ? worksheet : null} onClose={() => setSharing(false)} />
      <DeleteWorksheetModal
        worksheet={deleting ? worksheet : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(PATHS.teacherWorksheetList, { replace: true })}
      />
    </>
  );
}
