import type { TWorksheetSummary } from '@clearsheets/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useLibraryT } from '../i18n';
import type { StudioAccess } from '../lib/license';
import { studioPath } from '../lib/paths';

export type RowAction = 'duplicate' | 'share' | 'delete';

interface WorksheetRowMenuProps {
  worksheet: TWorksheetSummary;
  studio: StudioAccess;
  onAction: (action: RowAction) => void;
}

function DotsIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/** Edit, duplicate, share and delete, as far as the caller may; nothing when they may do none. */
export function WorksheetRowMenu({ worksheet, studio, onAction }: WorksheetRowMenuProps) {
  const t = useLibraryT();
  const owner = worksheet.canEdit;
  const target = useRef<HTMLButtonElement>(null);
  if (!studio.create && !owner) return null;
  // Focus goes back to the menu button first, so a dialog the action opens takes it from there (its
  // Cancel gets focus) and returns it there when it closes; the menu's own delayed return would steal it.
  const act = (action: RowAction) => {
    target.current?.focus();
    onAction(action);
  };
  return (
    <Menu position="bottom-end" withinPortal returnFocus={false}>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="default"
          size="lg"
          aria-label={t('library.mine.moreLabel', { title: worksheet.title })}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {owner && studio.edit && (
          <Menu.Item component={Link} to={studioPath(worksheet.id)}>
            {t('library.mine.edit')}
          </Menu.Item>
        )}
        {studio.create && <Menu.Item onClick={() => act('duplicate')}>{t('library.mine.duplicate')}</Menu.Item>}
        {owner && <Menu.Item onClick={() => act('share')}>{t('library.mine.share')}</Menu.Item>}
        {owner && (
          <Menu.Item color="red.9" onClick={() => act('delete')}>
            {t('library.mine.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
