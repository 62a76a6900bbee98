// The Clear Lessons library: one lesson per Texas mathematics grade 3-8 and STAAR reporting category, seeded on
// every start, in every configuration, after the worksheet library.
import { ZLessonContent } from '@clearsheets/shared';
import { anyOf } from '../../db/bulk-sql';
import type { Db } from '../../db/client';
import { lessonStandards, lessons } from '../../db/schema';
import { lookupStandards } from '../standards/lookup';
import { LESSONS } from './content';
import { resolveLesson } from './resolve';
import type { SeedLesson } from './types';

export interface LessonSeedResult {
  lessons: number;
}

const SUBJECT = 'Math';

/**
 * Inserts the Clear Lessons whose `library_key` is not in the database yet, with their standards: one read when
 * everything is there, otherwise two statements in one transaction. A lesson already present is never changed
 * (sessions keep their own copy, but teachers know a lesson by its slides): to change shipped content, give the
 * lesson a new key. Two processes seeding at once are safe: the unique library key lets one of them insert each.
 */
export async function seedLessons(db: Db, library: readonly SeedLesson[] = LESSONS): Promise<LessonSeedResult> {
  const present = await db
    .select({ key: lessons.libraryKey })
    .from(lessons)
    .where(
      anyOf(
        lessons.libraryKey,
        library.map((l) => l.key),
      ),
    );
  const have = new Set(present.map((r) => r.key));
  const todo = library.filter((l) => !have.has(l.key));
  if (todo.length === 0) return { lessons: 0 };

  // Resolve and validate everything before writing anything: an unknown code or a bad slide throws, naming it.
  const lookup = await lookupStandards(db);
  const subjectId = lookup.subjectId(SUBJECT);
  const planned = todo.map((l) => {
    const standardId = (code: string) => lookup.standardId(SUBJECT, code);
    const parsed = ZLessonContent.safeParse(resolveLesson(l, standardId));
    if (!parsed.success) throw new Error(`Clear Lesson ${l.key}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
    return {
      l,
      domainId: lookup.domainId(SUBJECT, l.grade, l.domainCode),
      standardIds: [...new Set(l.standardCodes.map(standardId))],
      content: parsed.data,
    };
  });

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(lessons)
      .values(
        planned.map(({ l, domainId, content }) => ({
          kind: 'clear' as const,
          libraryKey: l.key,
          ownerId: null,
          title: l.title,
          description: l.description,
          grade: l.grade,
          subjectId,
          domainId,
          content,
        })),
      )
      .onConflictDoNothing({ target: lessons.libraryKey })
      .returning({ id: lessons.id, key: lessons.libraryKey });
    // Another process may have inserted some of them meanwhile: add standards only to the rows this one created.
    const idByKey = new Map(inserted.map((r) => [r.key as string, r.id]));
    const standardRows = planned.flatMap((p) => {
      const lessonId = idByKey.get(p.l.key);
      return lessonId === undefined ? [] : p.standardIds.map((standardId) => ({ lessonId, standardId }));
    });
    if (standardRows.length) await tx.insert(lessonStandards).values(standardRows).onConflictDoNothing();
    return { lessons: inserted.length };
  });
}
