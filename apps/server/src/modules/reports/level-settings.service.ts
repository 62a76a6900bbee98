import { DEFAULT_LEVEL_THRESHOLDS, type TLevelSettings, type TPutLevelThresholds } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/access-tokens';
import { forbidden, notFound } from '../../platform/errors';
import { findLevelSettings, upsertLevelSettings } from './level-settings.repository';
import { abilitiesOf, can } from './reports.policy';
import { inTransaction } from './scope-sql.repository';

/** The district whose thresholds the caller reads: their own (every report reader has one). */
function districtOf(caller: Caller): number {
  if (!caller.districtId) throw notFound();
  return caller.districtId;
}

/** Why: every report reader sees the thresholds their levels use; the form shows whether they may change them. */
export async function readLevelSettings(db: Db, caller: Caller): Promise<TLevelSettings> {
  const districtId = districtOf(caller);
  const row = await findLevelSettings(db, districtId);
  return {
    districtId,
    thresholds: row ? { approaches: row.approaches, meets: row.meets, masters: row.masters } : DEFAULT_LEVEL_THRESHOLDS,
    isDefault: !row,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    canEdit: abilitiesOf(caller, { districtId }).editLevels,
  };
}

/** Why: a district sets where its levels start; the change is audited (old and new values, ids only). */
export async function saveLevelSettings(db: Db, caller: Caller, body: TPutLevelThresholds): Promise<TLevelSettings> {
  const districtId = districtOf(caller);
  // Readers of the district's reports know the thresholds exist: changing them is refused, not hidden.
  if (!can(caller, 'editLevels', { districtId })) throw forbidden();
  await inTransaction(db, async (tx) => {
    const before = await findLevelSettings(tx, districtId);
    await upsertLevelSettings(tx, districtId, body, caller.userId);
    await writeAudit(tx, {
      actorUserId: caller.userId,
      action: 'reports.levels.update',
      entityType: 'district',
      entityId: districtId,
      details: {
        before: before
          ? { approaches: before.approaches, meets: before.meets, masters: before.masters }
          : { ...DEFAULT_LEVEL_THRESHOLDS, isDefault: true },
        after: { approaches: body.approaches, meets: body.meets, masters: body.masters },
      },
    });
  });
  return readLevelSettings(db, caller);
}
