import type { TClassSummary } from '@clearsheets/shared';
import { ActionIcon, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { LockIcon } from '../../../components/icons';
import { useClassesT } from '../i18n';
import { classPaths } from '../lib/class-format';
import { DotsIcon } from './class-icons';
import type { ClassAction } from './use-class-actions';

export interface ClassPermissions {
  /** Teachers of the class, school and district admins: edit, delete, premium. */
  write: boolean;
  /** Teachers whose license has teacher_allowed_premuim_class may make a class premium; other teachers see it
   * locked (an upgrade opens it); other roles never can, so it is not offered. */
  premium: 'allowed' | 'locked' | 'hidden';
}

interface ClassMenuProps {
  cls: TClassSummary;
  can: ClassPermissions;
  onAction: (action: ClassAction, cls: TClassSummary) => void;
  /** The class page itself has no "Open" item. */
  withOpen?: boolean;
}

/** The actions of one class behind a labelled menu button: open, edit, make premium, delete. */
export function ClassMenu({ cls, can, onAction, withOpen = true }: ClassMenuProps) {
  const ct = useClassesT();
  if (!can.write && !withOpen) return null;
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
        {can.write ? (
          <>
            <Menu.Item onClick={() => onAction('edit', cls)}>{ct('list.edit')}</Menu.Item>
            {cls.isPremium || can.premium === 'hidden' ? null : can.premium === 'allowed' ? (
              <Menu.Item onClick={() => onAction('premium', cls)}>{ct('list.makePremium')}</Menu.Item>
            ) : (
              <Menu.Item leftSection={<LockIcon size={14} />} onClick={() => onAction('premiumLocked', cls)}>
                {ct('list.premiumLocked')}
              </Menu.Item>
            )}
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
