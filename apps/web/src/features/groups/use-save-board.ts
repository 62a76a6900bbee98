import { MESSAGES, type TSmallGroup } from '@clearsheets/shared';
import { useState } from 'react';
import { notify } from '../../components/notify';
import { isApiError } from '../../lib/api-client';
import { createGroup, updateGroup } from './api/groups-queries';
import { type Board, type BoardGroup, boardChanges, groupKey } from './group-board';
import { useGroupsT } from './i18n';

const fromSaved = (saved: TSmallGroup): BoardGroup => ({
  key: groupKey(saved.id),
  id: saved.id,
  name: saved.name,
  studentIds: saved.students.map((s) => s.id),
});

interface SaveInput {
  classId: number;
  baseline: Board;
  draft: Board;
  /** Called as each group is saved, so a failure half-way leaves only the unsaved part as changes. */
  onProgress: (baseline: Board, draft: Board) => void;
  /** The server's groups after a complete save. */
  reload: () => Promise<void>;
}

/** Sends the board's changes (renames and members by PATCH, new groups by POST), one group at a time. */
export function useSaveBoard() {
  const t = useGroupsT();
  const [saving, setSaving] = useState(false);
  const save = async ({ classId, baseline, draft, onProgress, reload }: SaveInput) => {
    const changes = boardChanges(baseline, draft);
    let base = baseline;
    let current = draft;
    setSaving(true);
    try {
      for (const update of changes.updates) {
        const saved = await updateGroup(update.id, { name: update.name, studentIds: update.studentIds });
        base = base.map((g) => (g.key === update.key ? fromSaved(saved) : g));
        onProgress(base, current);
      }
      for (const create of changes.creates) {
        const saved = fromSaved(await createGroup(classId, { name: create.name, studentIds: create.studentIds }));
        current = current.map((g) => (g.key === create.key ? { ...g, key: saved.key, id: saved.id } : g));
        base = [...base, saved];
        onProgress(base, current);
      }
      notify({
        message: changes.updates.length === 0 ? MESSAGES.dataAdded : MESSAGES.dataUpdated,
        closeLabel: t('groups.close'),
      });
      await reload();
    } catch (error) {
      // The title is the catalogue message; a field error ("name already exists") says which group failed.
      const field = isApiError(error) ? error.errors[0]?.message : undefined;
      notify({
        error: true,
        title: field ? (error as { title: string }).title : undefined,
        message: field ?? (isApiError(error) ? error.title : MESSAGES.somethingWentWrong),
        closeLabel: t('groups.close'),
      });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
