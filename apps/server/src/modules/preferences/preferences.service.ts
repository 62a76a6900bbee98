import type { TPreference } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { findPreference, upsertPreference } from './preferences.repository';

const toDto = (kind: number, row?: { value: unknown; updatedAt: Date }): TPreference => ({
  kind,
  value: (row?.value as Record<string, unknown> | undefined) ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The user's setting of this kind (value null when never saved). */
export async function readPreference(db: Db, userId: number, kind: number) {
  return toDto(kind, await findPreference(db, userId, kind));
}

export async function savePreference(db: Db, userId: number, kind: number, value: Record<string, unknown>) {
  return toDto(kind, await upsertPreference(db, userId, kind, value));
}
