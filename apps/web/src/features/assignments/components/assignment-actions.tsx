import type { TAssignmentSummary } from '@clearsheets/shared';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useAssignmentsT } from '../i18n';
import { gradePath, previewPath, resultPath } from '../lib/paths';

export type AssignmentAction = 'edit' | 'delete';

/** A row action; `trigger` is the control the focus returns to when its dialog closes. */
export type OnAssignmentAction = (
  action: AssignmentAction,
  assignment: TAssignmentSummary,
  trigger: Element | null,
) => void;

interface AssignmentActionsProps {
  assignment: TAssignmentSummary;
  onAction: OnAssignmentAction;
}

/** Results and Grade (when answers wait) as buttons; edit, preview and delete in a menu named for the row, each
 * offered as the assignment's `abilities` (from the server) allow. */
export function AssignmentActions({ assignment, onAction }: AssignmentActionsProps) {
  const t = useAssignmentsT();
  const pending = assignment.progress.pendingGrading;
  const can = assignment.abilities;
  const more = useRef<HTMLButtonElement>(null);
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      <Button
        component={Link}
        to={resultPath(assignment.id)}
        size="compact-sm"
        variant="light"
        aria-label={t('assignments.list.resultsFor', { title: assignment.title })}
      >
        {t('assignments.list.results')}
      </Button>
      {pending > 0 && can.grade ? (
        <Button
          component={Link}
          to={gradePath(assignment.id)}
          size="compact-sm"
          aria-label={t('assignments.list.gradeFor', { title: assignment.title, count: pending })}
        >
          {t('assignments.list.grade')}
        </Button>
      ) : null}
      {/* No focus return on item click: it would pull the focus out of the dialog the item opens. */}
      <Menu position="bottom-end" withinPortal returnFocus={false}>
        <Menu.Target>
          <ActionIcon
            ref={more}
            variant="default"
            size="md"
            aria-label={t('assignments.list.moreFor', { title: assignment.title })}
          >
            <DotsIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {can.edit ? (
            <Menu.Item onClick={() => onAction('edit', assignment, more.current)}>
              {t('assignments.list.edit')}
            </Menu.Item>
          ) : null}
          <Menu.Item component={Link} to={previewPath(assignment.id)}>
            {t('assignments.list.preview')}
          </Menu.Item>
          {can.edit ? (
            <>
              <Menu.Divider />
              <Menu.Item color="red.9" onClick={() => onAction('delete', assignment, more.current)}>
                {t('assignments.list.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}
