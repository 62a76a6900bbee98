import { MESSAGES, type TSmallGroup, type TStudentInClass } from '@clearsheets/shared';
import { Box, Stack, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notify } from '../../../components/notify';
import { useDeleteGroup } from '../api/groups-queries';
import {
  addGroup,
  addToGroup,
  type Board,
  type BoardGroup,
  boardChanges,
  boardFromGroups,
  boardNameErrors,
  moveStudent,
  nameNewGroups,
  type Place,
  pickTeamNames,
  removeNewGroup,
  renameGroup,
  unassignedIds,
} from '../group-board';
import { useGroupsT } from '../i18n';
import { useSaveBoard } from '../use-save-board';
import { BoardColumn } from './board-column';
import { BoardToolbar } from './board-toolbar';
import { DeleteGroupModal } from './delete-group-modal';
import { StudentChip } from './student-chip';

interface GroupBoardEditorProps {
  classId: number;
  students: TStudentInClass[];
  groups: TSmallGroup[];
  reload: () => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
}

/** The class's groups side by side, edited as a draft and saved in one go. */
export function GroupBoardEditor({ classId, students, groups, reload, onDirtyChange }: GroupBoardEditorProps) {
  const t = useGroupsT();
  const activeIds = useMemo(() => new Set(students.map((s) => s.id)), [students]);
  const [baseline, setBaseline] = useState<Board>(() => boardFromGroups(groups, activeIds));
  const [draft, setDraft] = useState<Board>(baseline);
  const [showErrors, setShowErrors] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // Where the moved student's chip now is (a group key, or null for "not in a group").
  const [focusChip, setFocusChip] = useState<{ studentId: number; place: Place } | null>(null);
  const [dragging, setDragging] = useState<{ studentId: number; from: Place } | null>(null);
  const [toDelete, setToDelete] = useState<BoardGroup | null>(null);
  const newCount = useRef(0);
  // Children's effects run first: the chip has taken the focus by the time this clears the request.
  useEffect(() => {
    if (focusChip) setFocusChip(null);
  }, [focusChip]);
  const { save, saving } = useSaveBoard();
  const remove = useDeleteGroup(classId);

  const changes = boardChanges(baseline, draft);
  const changedGroups = changes.creates.length + changes.updates.length;
  const dirty = changedGroups > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // Fresh server data replaces the draft only when there is nothing unsaved to lose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new server data (or students) resets the draft
  useEffect(() => {
    if (dirty) return;
    const fresh = boardFromGroups(groups, activeIds);
    setBaseline(fresh);
    setDraft(fresh);
  }, [groups, activeIds]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const nameOf = new Map(students.map((s) => [s.id, `${s.firstName} ${s.lastName}`]));
  const studentName = (id: number) => nameOf.get(id) ?? '';
  const groupLabel = (key: string) => draft.find((g) => g.key === key)?.name.trim() || t('groups.manager.unnamed');
  const placeLabel = (place: Place) => (place === null ? t('groups.manager.unassigned') : groupLabel(place));
  const nameErrors = showErrors ? boardNameErrors(draft, t('groups.manager.duplicateName')) : {};

  const move = (studentId: number, from: Place, to: Place) => {
    if (from === to) return;
    const next = moveStudent(draft, studentId, from, to);
    setDraft(next);
    // Taken out of a group but still in another one: that group's chip takes the focus.
    const inNoGroup = !next.some((g) => g.studentIds.includes(studentId));
    const landing = to ?? (inNoGroup ? null : (next.find((g) => g.studentIds.includes(studentId))?.key ?? null));
    setFocusChip({ studentId, place: landing });
    setAnnouncement(
      to === null && from !== null
        ? t('groups.manager.announceRemoved', { student: studentName(studentId), place: placeLabel(from) })
        : t('groups.manager.announceMoved', { student: studentName(studentId), place: placeLabel(to) }),
    );
  };
  const alsoAdd = (studentId: number, to: string) => {
    setDraft((board) => addToGroup(board, studentId, to));
    setAnnouncement(t('groups.manager.announceAdded', { student: studentName(studentId), place: groupLabel(to) }));
  };
  const newGroup = () => {
    newCount.current += 1;
    const key = `new-${newCount.current}`;
    setDraft((board) => addGroup(board, key, ''));
    setFocusKey(key);
  };
  const randomNames = () => {
    const fresh = draft.filter((g) => g.id === null).length;
    const saved = draft.filter((g) => g.id !== null).map((g) => g.name);
    setDraft((board) => nameNewGroups(board, pickTeamNames(fresh, saved)));
  };
  const submit = () => {
    const errors = boardNameErrors(draft, t('groups.manager.duplicateName'));
    if (Object.keys(errors).length) {
      setShowErrors(true);
      notify({ error: true, message: t('groups.manager.fixNames'), closeLabel: t('groups.close') });
      return;
    }
    setShowErrors(false);
    void save({
      classId,
      baseline,
      draft,
      onProgress: (base, current) => {
        setBaseline(base);
        setDraft(current);
      },
      reload,
    });
  };
  const deleteGroup = (group: BoardGroup) => {
    if (group.id === null) setDraft((board) => removeNewGroup(board, group.key));
    else setToDelete(group);
  };
  const confirmDelete = () => {
    if (!toDelete?.id) return;
    const key = toDelete.key;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setBaseline((board) => board.filter((g) => g.key !== key));
        setDraft((board) => board.filter((g) => g.key !== key));
        notify({ message: MESSAGES.dataDeleted, closeLabel: t('groups.close') });
        setToDelete(null);
      },
    });
  };

  const chip = (studentId: number, place: Place) => (
    <li key={`${place ?? 'none'}-${studentId}`}>
      <StudentChip
        student={{ id: studentId, name: studentName(studentId) }}
        place={place}
        board={draft}
        groupLabel={groupLabel}
        onMove={(to) => move(studentId, place, to)}
        onAlsoAdd={(to) => alsoAdd(studentId, to)}
        onDragStart={() => setDragging({ studentId, from: place })}
        onDragEnd={() => setDragging(null)}
        takeFocus={focusChip?.studentId === studentId && focusChip.place === place}
      />
    </li>
  );
  const dropOn = (to: Place) => () => {
    if (dragging) move(dragging.studentId, dragging.from, to);
    setDragging(null);
  };
  const unassigned = unassignedIds(
    draft,
    students.map((s) => s.id),
  );

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <BoardToolbar
        hasNewGroups={draft.some((g) => g.id === null)}
        changedGroups={changedGroups}
        saving={saving}
        onAddGroup={newGroup}
        onRandomNames={randomNames}
        onDiscard={() => setDraft(baseline)}
        onSave={submit}
      />
      <Box
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))', gap: 12 }}
      >
        <BoardColumn
          group={null}
          index={-1}
          count={unassigned.length}
          label={t('groups.manager.unassigned')}
          focusName={false}
          onRename={() => {}}
          onDelete={() => {}}
          dragging={dragging !== null}
          onDrop={dropOn(null)}
        >
          {unassigned.map((id) => chip(id, null))}
        </BoardColumn>
        {draft.map((group, index) => (
          <BoardColumn
            key={group.key}
            group={group}
            index={index}
            count={group.studentIds.length}
            label={groupLabel(group.key)}
            nameError={nameErrors[group.key]}
            focusName={focusKey === group.key}
            onRename={(name) => setDraft((board) => renameGroup(board, group.key, name))}
            onDelete={() => deleteGroup(group)}
            dragging={dragging !== null}
            onDrop={dropOn(group.key)}
          >
            {group.studentIds.map((id) => chip(id, group.key))}
          </BoardColumn>
        ))}
      </Box>
      <DeleteGroupModal group={toDelete} remove={remove} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
