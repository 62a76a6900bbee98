import type { TClassSettingsResponse, TStudentSettingsValues } from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { Actor } from './actor';
import { auditBy } from './actor';
import { findStudentsOfClass } from './class-list.repository';
import {
  findClassSettings,
  findStudentOverrides,
  isActivelyEnrolled,
  type SettingsOverride,
  upsertClassSettings,
  upsertStudentOverride,
} from './class-settings.repository';
import { loadClassFor } from './classes.policy';

/** The schema's defaults, for a class created before it had a settings row (seeded or imported). */
const DEFAULTS: TStudentSettingsValues = { readAloud: true, language: 'en', feedbackOption: 1 };
const NO_OVERRIDE: SettingsOverride = { readAloud: null, language: null, feedbackOption: null };

type Override = TClassSettingsResponse['students'][number]['override'];

async function settingsView(db: Db, classId: number): Promise<TClassSettingsResponse> {
  const row = await findClassSettings(db, classId);
  const defaults = (
    row ? { readAloud: row.readAloud, language: row.language, feedbackOption: row.feedbackOption } : DEFAULTS
  ) as TStudentSettingsValues;
  const students = await findStudentsOfClass(db, classId, true);
  const overrides = await findStudentOverrides(
    db,
    students.map((s) => s.id),
  );
  return {
    classId,
    defaults,
    students: students.map((s) => {
      const override = (overrides.get(s.id) ?? NO_OVERRIDE) as Override;
      return {
        studentId: s.id,
        firstName: s.firstName,
        lastName: s.lastName,
        override,
        effective: {
          readAloud: override.readAloud ?? defaults.readAloud,
          language: override.language ?? defaults.language,
          feedbackOption: override.feedbackOption ?? defaults.feedbackOption,
        },
      };
    }),
  };
}

/** Class defaults and each active student's override and effective values (/teacher/managesettings). */
export async function getClassSettings(ctx: AppContext, actor: Actor, classId: number) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'read');
  return settingsView(ctx.db, cls.id);
}

/** Sets what every student of the class gets unless their own override says otherwise. */
export async function putClassDefaults(ctx: AppContext, actor: Actor, classId: number, values: TStudentSettingsValues) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  await ctx.db.transaction(async (tx) => {
    await upsertClassSettings(tx, cls.id, values);
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'class.settings_updated',
      entityType: 'class',
      entityId: cls.id,
    });
  });
  return settingsView(ctx.db, cls.id);
}

/** Sets one student's overrides; a null field falls back to the class default. */
export async function putStudentOverride(
  ctx: AppContext,
  actor: Actor,
  classId: number,
  studentId: number,
  override: Override,
) {
  const cls = await loadClassFor(ctx.db, actor, classId, 'edit');
  if (!(await isActivelyEnrolled(ctx.db, cls.id, studentId))) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await upsertStudentOverride(tx, studentId, override);
    await writeAudit(tx, {
      ...auditBy(actor),
      action: 'student.settings_updated',
      entityType: 'student',
      entityId: studentId,
      details: { classId: cls.id },
    });
  });
  return settingsView(ctx.db, cls.id);
}
