import { STATE_TEXAS_ID, SUBJECTS } from '@clearsheets/shared';
import { sql } from 'drizzle-orm';
import { unnestRows } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { subjects } from '../../db/schema';
import { flattenSeeds } from './rows';
import { TEXAS_STANDARDS } from './texas';

const texas = flattenSeeds('TX', TEXAS_STANDARDS);

/**
 * Subjects, then Texas domains, standards and breakouts: four statements in one transaction, each inserting
 * every row at once (unnest) and resolving its parent ids by join. Idempotent: rows already present are kept,
 * and only rewritten when the shipped text, emphasis or order differs (a corrected description reaches
 * existing databases; nothing else is touched). Runs on every start.
 */
export async function seedStandards(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .insert(subjects)
      .values(SUBJECTS.map((name, i) => ({ name, position: i + 1 })))
      .onConflictDoNothing();

    await tx.execute(sql`
      insert into domains (state_id, subject_id, grade, code, name, position)
      select ${STATE_TEXAS_ID}::int, s.id, v.grade, v.code, v.name, v.position
      from ${unnestRows(
        [
          ['subject', 'text'],
          ['grade', 'text'],
          ['code', 'text'],
          ['name', 'text'],
          ['position', 'int'],
        ],
        texas.domains.map((d) => [d.subject, d.grade, d.code, d.name, d.position]),
      )}
      join subjects s on s.name = v.subject
      on conflict (state_id, subject_id, grade, code) do update
        set name = excluded.name, position = excluded.position
        where (domains.name, domains.position) is distinct from (excluded.name, excluded.position)`);

    await tx.execute(sql`
      insert into standards
        (domain_id, state_id, subject_id, grade, code, description, stable_key, case_id, emphasis, position)
      select d.id, d.state_id, d.subject_id, d.grade, v.code, v.description, v.stable_key, v.case_id, v.emphasis, v.position
      from ${unnestRows(
        [
          ['subject', 'text'],
          ['grade', 'text'],
          ['domain_code', 'text'],
          ['code', 'text'],
          ['description', 'text'],
          ['stable_key', 'text'],
          ['case_id', 'text'],
          ['emphasis', 'text'],
          ['position', 'int'],
        ],
        texas.standards.map((s) => [
          s.subject,
          s.grade,
          s.domainCode,
          s.code,
          s.description,
          s.stableKey,
          s.caseId,
          s.emphasis,
          s.position,
        ]),
      )}
      join subjects s on s.name = v.subject
      join domains d on d.state_id = ${STATE_TEXAS_ID} and d.subject_id = s.id and d.grade = v.grade and d.code = v.domain_code
      on conflict (stable_key) do update
        set domain_id = excluded.domain_id, description = excluded.description, emphasis = excluded.emphasis,
            position = excluded.position, case_id = coalesce(excluded.case_id, standards.case_id)
        where (standards.domain_id, standards.description, standards.emphasis, standards.position)
          is distinct from (excluded.domain_id, excluded.description, excluded.emphasis, excluded.position)
          or (excluded.case_id is not null and standards.case_id is distinct from excluded.case_id)`);

    await tx.execute(sql`
      insert into breakouts (standard_id, code, description, position)
      select st.id, v.code, v.description, v.position
      from ${unnestRows(
        [
          ['stable_key', 'text'],
          ['code', 'text'],
          ['description', 'text'],
          ['position', 'int'],
        ],
        texas.breakouts.map((b) => [b.stableKey, b.code, b.description, b.position]),
      )}
      join standards st on st.stable_key = v.stable_key
      on conflict (standard_id, code) do update
        set description = excluded.description, position = excluded.position
        where (breakouts.description, breakouts.position) is distinct from (excluded.description, excluded.position)`);
  });
}
