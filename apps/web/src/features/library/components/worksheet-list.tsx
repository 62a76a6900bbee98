import type { TWorksheetSummary } from '@clearsheets/shared';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDuplicateWorksheet } from '../api/worksheet-mutations';
import { canAssignUnderLicense, type StudioAccess } from '../lib/license';
import { notifyError } from '../lib/notices';
import { studioPath } from '../lib/paths';
import { DeleteWorksheetModal } from './delete-worksheet-modal';
import { ShareModal } from './share-modal';
import { StudentPreviewModal } from './student-preview-modal';
import { WorksheetRow } from './worksheet-row';

interface WorksheetListProps {
  items: TWorksheetSummary[];
  studio: StudioAccess;
  freeOnly: boolean;
  showOwner: boolean;
}

/** The rows of one page, with the modals their actions open (preview, share, delete). */
export function WorksheetList({ items, studio, freeOnly, showOwner }: WorksheetListProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateWorksheet();
  const [previewing, setPreviewing] = useState<TWorksheetSummary | null>(null);
  const [sharing, setSharing] = useState<TWorksheetSummary | null>(null);
  const [deleting, setDeleting] = useState<TWorksheetSummary | null>(null);

  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((worksheet) => (
          <WorksheetRow
            key={worksheet.id}
            worksheet={worksheet}
            studio={studio}
            assignBlocked={!canAssignUnderLicense(worksheet, freeOnly)}
            showOwner={showOwner}
            onPreview={() => setPreviewing(worksheet)}
            onAction={(action) => {
              if (action === 'share') setSharing(worksheet);
              else if (action === 'delete') setDeleting(worksheet);
              else
                duplicate.mutate(worksheet.id, {
                  onSuccess: (copy) => navigate(studioPath(copy.id)),
                  onError: notifyError,
                });
            }}
          />
        ))}
      </Stack>
      <StudentPreviewModal worksheet={previewing} onClose={() => setPreviewing(null)} />
      <ShareModal worksheet={sharing} onClose={() => setSharing(null)} />
      <DeleteWorksheetModal worksheet={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
