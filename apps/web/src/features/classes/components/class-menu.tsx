import type { TClassSummary } from '@clearsheets/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/icons';
import { useClassesT } from '../i18n';
import { classPaths } from '../lib/class-format';
import { DotsIcon } from './class-icons';
import type { ClassAction } from './use-class-actions';

/** "Make premium" on a class the caller may edit: offered, shown locked (a license would open it), or not shown
 * (class-format's premiumAccess, from the server's permissions). */
export type PremiumAccess = 'allowed' | 'locked' | 'hidden';

interface ClassMenuProps {
  /** The class with the server's abilities (edit, delete) for the caller. */
  cls: TClassSummary;
  premium: PremiumAccess;
  onAction: (action: ClassAction, cls: TClassSummary) => void;
  /** The class page itself has no "Open" item. */
  withOpen?: boolean;
}

/** The actions of one class behind a labelled menu button: open, edit, make premium, delete. */
export function ClassMenu({ cls, premium, onAction, withOpen = true }: ClassMenuProps) {
  const ct = useClassesT();
  const can = cls.abilities;
  if (!can.edit && !can.delete && !withOpen) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" size="lg" aria-label={ct('list.actionsFor', { name: cls.name })}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {withOpen ? (
          <Menu.Item component={Link} to={classPaths.manage(cls.id)}>
            {ct('list.open')}
          </Menu.Item>
        ) : null}
        {can.edit ? (
          <>
            <Menu.Item onClick={() => onAction('edit', cls)}>{ct('list.edit')}</Menu.Item>
            {cls.isPremium || premium === 'hidden' ? null : premium === 'allowed' ? (
              <Menu.Item onClick={() => onAction('premium', cls)}>{ct('list.makePremium')}</Menu.Item>
            ) : (
              <Menu.Item leftSection={<LockIcon size={14} />} onClick={() => onAction('premiumLocked', cls)}>
                {ct('list.premiumLocked')}
              </Menu.Item>
            )}
          </>
        ) : null}
        {can.delete ? (
          <>
            <Menu.Divider />
            <Menu.Item color="red.9" onClick={() => onAction('delete', cls)}>
              {ct('list.delete')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
