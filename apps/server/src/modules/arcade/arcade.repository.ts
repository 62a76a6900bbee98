import { ASSIGNMENT_COIN_SOURCE, LESSON_CHECK_SOURCES, LESSON_COMPLETION_SOURCES } from '@clearsheets/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  arcadeClassSettings,
  arcadeDistrictSettings,
  arcadeInventory,
  arcadeLedger,
  arcadeProfiles,
  arcadeWallets,
} from '../../db/schema';
import { iso, query } from '../../db/sql-helpers';

// The arcade's storage: the ledger and wallet, inventory, profile, governance and what they are computed from.

export type ClassSettingsRow = typeof arcadeClassSettings.$inferSelect;

/** The student's live classes with their school's district and the class's arcade settings (null: defaults). */
export async function studentArcadeClasses(db: Db, studentId: number) {
  return query<{
    classId: number;
    className: string;
    districtId: number;
    settings: ClassSettingsRow | null;
  }>(
    db,
    sql`select c.id as "classId", c.name as "className", s.district_id as "districtId",
          case when a.class_id is null then null else json_build_object(
            'classId', a.class_id, 'enabled', a.enabled, 'openMode', a.open_mode, 'windowStart', a.window_start,
            'windowEnd', a.window_end, 'showRanks', a.show_ranks, 'completionReward', a.completion_reward,
            'coinAmounts', a.coin_amounts) end as settings
        from enrollments e
        join classes c on c.id = e.class_id and c.deleted_at is null
        join schools s on s.id = c.school_id
        left join arcade_class_settings a on a.class_id = c.id
        where e.student_id = ${studentId} and e.status = 'active'
        order by c.id`,
  );
}

export async function districtEnabled(db: Db, districtId: number) {
  const [row] = await db
    .select({ enabled: arcadeDistrictSettings.enabled })
    .from(arcadeDistrictSettings)
    .where(eq(arcadeDistrictSettings.districtId, districtId));
  return row?.enabled ?? true;
}

export async function setDistrictEnabled(db: Db, districtId: number, enabled: boolean, userId: number) {
  await db
    .insert(arcadeDistrictSettings)
    .values({ districtId, enabled, updatedBy: userId })
    .onConflictDoUpdate({
      target: arcadeDistrictSettings.districtId,
      set: { enabled, updatedBy: userId, updatedAt: sql`now()` },
    });
}

export async function findClassSettings(db: Db, classId: number) {
  const [row] = await db.select().from(arcadeClassSettings).where(eq(arcadeClassSettings.classId, classId));
  return row ?? null;
}

export async function saveClassSettings(db: Db, row: typeof arcadeClassSettings.$inferInsert) {
  const { classId: _, ...set } = row;
  await db
    .insert(arcadeClassSettings)
    .values(row)
    .onConflictDoUpdate({ target: arcadeClassSettings.classId, set: { ...set, updatedAt: sql`now()` } });
}

/** Assignments of these classes open now and started or due today that the student has not turned in. */
export async function unfinishedToday(db: Db, studentId: number, classIds: number[], today: string, timeZone: string) {
  if (!classIds.length) return new Map<number, number>();
  const rows = await query<{ classId: number; n: number }>(
    db,
    sql`select s.class_id as "classId", count(*)::int as n
        from assignment_students s
        join assignments a on a.id = s.assignment_id and a.deleted_at is null
        left join attempts t on t.assignment_id = a.id and t.student_id = s.student_id
        where s.student_id = ${studentId} and s.class_id in (${sql.join(
          classIds.map((id) => sql`${id}`),
          sql`, `,
        )})
          and a.starts_at <= now() and (a.due_at is null or a.due_at > now())
          and ((a.starts_at at time zone ${timeZone})::date = ${today}::date
            or (a.due_at at time zone ${timeZone})::date = ${today}::date)
          and (t.status is null or t.status <> 'submitted')
        group by s.class_id`,
  );
  return new Map(rows.map((r) => [r.classId, r.n]));
}

/** Coin-earning activity of a student not yet in the ledger: lesson completions and checks (their coin source)
 * and submitted assignments (with the class they reached the student through). */
export async function unsettledCredits(db: Db, studentId: number) {
  return query<{ refKey: string; source: number; classId: number | null }>(
    db,
    sql`select distinct on (c.ref_key) c.ref_key as "refKey", c.source, c.class_id as "classId"
        from (
          select case when e.source is not null then 'lesson:' || e.object_id || ':' || e.source
                      else 'assignment:' || e.assignment_id end as ref_key,
                 coalesce(e.source, ${ASSIGNMENT_COIN_SOURCE})::int as source,
                 coalesce(e.class_id, s.class_id) as class_id, e.id
          from activity_events e
          left join assignment_students s
            on e.source is null and s.assignment_id = e.assignment_id and s.student_id = e.student_id
          where e.student_id = ${studentId} and (
            (e.type = 'AssessmentEvent' and e.action = 'Completed'
              and e.source = any(${sql.param(LESSON_COMPLETION_SOURCES)}::int[]) and e.object_id is not null)
            or (e.type = 'GradeEvent' and e.action = 'Graded'
              and e.source = any(${sql.param(LESSON_CHECK_SOURCES)}::int[]) and e.object_id is not null)
            or (e.type = 'AssessmentEvent' and e.action = 'Submitted' and e.source is null and e.assignment_id is not null))
        ) c
        where not exists (select 1 from arcade_ledger l where l.student_id = ${studentId} and l.ref_key = c.ref_key)
        order by c.ref_key, c.id`,
  );
}

export interface LedgerInsert {
  studentId: number;
  delta: number;
  source: number | null;
  refKey: string;
  classId: number | null;
  itemId: number | null;
  quantity: number | null;
}

/** Inserts ledger rows once each; returns the ones this call inserted (a concurrent call inserts the others). */
export async function insertLedger(tx: Db, rows: LedgerInsert[]) {
  if (!rows.length) return [];
  return tx
    .insert(arcadeLedger)
    .values(rows)
    .onConflictDoNothing({ target: [arcadeLedger.studentId, arcadeLedger.refKey] })
    .returning({ delta: arcadeLedger.delta, itemId: arcadeLedger.itemId, quantity: arcadeLedger.quantity });
}

/** Adds to the balance (creating the wallet); returns the new balance. */
export async function creditWallet(tx: Db, studentId: number, amount: number) {
  const [row] = await tx
    .insert(arcadeWallets)
    .values({ studentId, balance: amount })
    .onConflictDoUpdate({
      target: arcadeWallets.studentId,
      set: { balance: sql`${arcadeWallets.balance} + ${amount}`, updatedAt: sql`now()` },
    })
    .returning({ balance: arcadeWallets.balance });
  return row!.balance;
}

/** Takes `price` from the balance only if it is there (one statement: concurrent spends cannot overdraw);
 * null when the balance is short. */
export async function debitWallet(tx: Db, studentId: number, price: number) {
  const [row] = await tx
    .update(arcadeWallets)
    .set({ balance: sql`${arcadeWallets.balance} - ${price}`, updatedAt: sql`now()` })
    .where(and(eq(arcadeWallets.studentId, studentId), sql`${arcadeWallets.balance} >= ${price}`))
    .returning({ balance: arcadeWallets.balance });
  return row?.balance ?? null;
}

export async function walletBalance(db: Db, studentId: number) {
  const [row] = await db
    .select({ balance: arcadeWallets.balance })
    .from(arcadeWallets)
    .where(eq(arcadeWallets.studentId, studentId));
  return row?.balance ?? 0;
}

export async function recentLedger(db: Db, studentId: number, limit = 20) {
  return query<{ delta: number; source: number | null; itemId: number | null; quantity: number | null; at: string }>(
    db,
    sql`select delta, source, item_id as "itemId", quantity, ${iso('created_at')} as at
        from arcade_ledger where student_id = ${studentId} order by id desc limit ${limit}`,
  );
}

export async function inventoryOf(db: Db, studentId: number) {
  return db
    .select({ itemId: arcadeInventory.itemId, quantity: arcadeInventory.quantity })
    .from(arcadeInventory)
    .where(and(eq(arcadeInventory.studentId, studentId), sql`${arcadeInventory.quantity} > 0`))
    .orderBy(arcadeInventory.itemId);
}

/** Adds items; a unique item already owned is not added again (returns false). */
export async function addToInventory(tx: Db, studentId: number, itemId: number, quantity: number, unique: boolean) {
  if (unique) {
    const rows = await tx
      .insert(arcadeInventory)
      .values({ studentId, itemId, quantity: 1 })
      .onConflictDoUpdate({
        target: [arcadeInventory.studentId, arcadeInventory.itemId],
        set: { quantity: 1 },
        setWhere: sql`${arcadeInventory.quantity} = 0`,
      })
      .returning({ quantity: arcadeInventory.quantity });
    return rows.length > 0;
  }
  await tx
    .insert(arcadeInventory)
    .values({ studentId, itemId, quantity })
    .onConflictDoUpdate({
      target: [arcadeInventory.studentId, arcadeInventory.itemId],
      set: { quantity: sql`${arcadeInventory.quantity} + ${quantity}` },
    });
  return true;
}

/** Uses one of a consumable; false when none is left. */
export async function consumeItem(tx: Db, studentId: number, itemId: number) {
  const rows = await tx
    .update(arcadeInventory)
    .set({ quantity: sql`${arcadeInventory.quantity} - 1` })
    .where(
      and(
        eq(arcadeInventory.studentId, studentId),
        eq(arcadeInventory.itemId, itemId),
        sql`${arcadeInventory.quantity} > 0`,
      ),
    )
    .returning({ quantity: arcadeInventory.quantity });
  return rows.length > 0;
}

export async function ownsItem(db: Db, studentId: number, itemId: number) {
  const [row] = await db
    .select({ quantity: arcadeInventory.quantity })
    .from(arcadeInventory)
    .where(and(eq(arcadeInventory.studentId, studentId), eq(arcadeInventory.itemId, itemId)));
  return (row?.quantity ?? 0) > 0;
}

export async function findProfile(db: Db, studentId: number) {
  const [row] = await db.select().from(arcadeProfiles).where(eq(arcadeProfiles.studentId, studentId));
  return row ?? null;
}

/** The profile, created with its first display name when missing. */
export async function ensureProfile(db: Db, studentId: number, displayName: string) {
  await db.insert(arcadeProfiles).values({ studentId, displayName }).onConflictDoNothing();
  return (await findProfile(db, studentId))!;
}

/** Changes the profile; returns it as changed (none when the student has no profile yet). */
export async function updateProfile(db: Db, studentId: number, set: Partial<typeof arcadeProfiles.$inferInsert>) {
  const [row] = await db.update(arcadeProfiles).set(set).where(eq(arcadeProfiles.studentId, studentId)).returning();
  return row ?? null;
}

/** Serializes one student's round starts (the day's counts are read, then a round is added). */
export async function lockStudentRounds(tx: Db, studentId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(4242, ${studentId})`);
}
