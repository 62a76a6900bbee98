// One app instance for the monitor-fanout bench, run as its own process (fork with `--import tsx`), so the
// server's event loop and memory are its own and not the load generator's. The parent drives it over IPC:
// seed and seed-lessons (primary only), rss, drop (close every WebSocket at once), stop. Env: FANOUT_ROLE=primary|peer,
// DATA_DIR, DATABASE_URL (PostgreSQL, else PGlite in DATA_DIR), REDIS_URL (the Redis bus, else in memory).
import type { AddressInfo, Socket } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { buildClassWithStudents } from '../../apps/server/test/factories';
import { buildAssignment, mintToken, SAMPLE_QUESTIONS } from '../../apps/server/test/kits/attempts/test-support';
import { insertKitLesson } from '../../apps/server/test/kits/lessons/lesson-test-kit';

export interface SeededClass {
  assignmentId: number;
  teacher: { id: number; token: string };
  students: { id: number; token: string }[];
  questions: { id: number; answerType: number }[];
}

/** A class with a live-lesson kit lesson (lesson-fanout): its teacher launches it over HTTP. */
export interface SeededLessonClass {
  lessonId: number;
  classId: number;
  teacher: { id: number; token: string };
  students: { id: number; token: string }[];
}

export type ChildRequest =
  | { id: number; type: 'seed'; classes: number; perClass: number }
  | { id: number; type: 'seed-lessons'; sizes: number[] }
  | { id: number; type: 'rss' }
  | { id: number; type: 'drop' }
  | { id: number; type: 'stop' };

export type ChildReply =
  | { type: 'ready'; port: number }
  | { id: number; type: 'seeded'; classes: SeededClass[] }
  | { id: number; type: 'seeded-lessons'; classes: SeededLessonClass[] }
  | { id: number; type: 'rss'; rss: number; heapUsed: number; sockets: number }
  | { id: number; type: 'dropped'; sockets: number }
  | { id: number; type: 'stopped' }
  | { id: number; type: 'failed'; error: string };

const role = process.env.FANOUT_ROLE === 'peer' ? 'peer' : 'primary';
const reply = (message: ChildReply) => process.send?.(message);

/** 100 teachers, each with a class of 30 and an assignment of the ten sample questions to it; real tokens. */
async function seed(app: Awaited<ReturnType<typeof buildApp>>, classes: number, perClass: number) {
  const db = app.ctx.db;
  const out: SeededClass[] = [];
  for (let i = 0; i < classes; i++) {
    const built = await buildClassWithStudents(db, { students: perClass, name: `Fan-out ${i + 1}` });
    const a = await buildAssignment(db, {
      classId: built.cls.id,
      teacherId: built.teacherId,
      studentIds: built.students.map((s) => s.id),
      questions: SAMPLE_QUESTIONS,
    });
    const tokens = await Promise.all([a.teacherId, ...a.students.map((s) => s.id)].map((id) => mintToken(app, id)));
    out.push({
      assignmentId: a.assignmentId,
      teacher: { id: a.teacherId, token: tokens[0]! },
      students: a.students.map((s, k) => ({ id: s.id, token: tokens[k + 1]! })),
      questions: a.questions.map((q) => ({ id: q.id, answerType: q.answerType })),
    });
  }
  return out;
}

/** One class per size, each with its paid teacher and the lesson kit's lesson; real tokens. */
async function seedLessons(app: Awaited<ReturnType<typeof buildApp>>, sizes: number[]) {
  const db = app.ctx.db;
  const out: SeededLessonClass[] = [];
  for (const [i, size] of sizes.entries()) {
    const built = await buildClassWithStudents(db, { students: size, name: `Lesson fan-out ${i + 1}` });
    const lessonId = await insertKitLesson(db, null, `Lesson fan-out ${i + 1}`);
    const tokens = await Promise.all(
      [built.teacherId, ...built.students.map((s) => s.id)].map((id) => mintToken(app, id)),
    );
    out.push({
      lessonId,
      classId: built.cls.id,
      teacher: { id: built.teacherId, token: tokens[0]! },
      students: built.students.map((s, k) => ({ id: s.id, token: tokens[k + 1]! })),
    });
  }
  return out;
}

async function main() {
  const config = loadConfig({
    APP_ENV: 'local',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.DATA_DIR ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  // The peer shares the primary's database (migrated and seeded) and data folder (signing keys).
  const app = await buildApp({ config, prepared: role === 'peer' });
  // The WebSocket connections' TCP sockets (the gateway keeps its own set private): counted, and destroyed
  // all at once for the reconnect storm, as a crash or a restart behind a load balancer would.
  const upgraded = new Set<Socket>();
  app.server.on('upgrade', (_request, socket: Socket) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  reply({ type: 'ready', port: (app.server.address() as AddressInfo).port });

  process.on('message', async (msg: ChildRequest) => {
    try {
      switch (msg.type) {
        case 'seed':
          reply({ id: msg.id, type: 'seeded', classes: await seed(app, msg.classes, msg.perClass) });
          return;
        case 'seed-lessons':
          reply({ id: msg.id, type: 'seeded-lessons', classes: await seedLessons(app, msg.sizes) });
          return;
        case 'rss':
          for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
          reply({
            id: msg.id,
            type: 'rss',
            rss: process.memoryUsage().rss,
            heapUsed: process.memoryUsage().heapUsed,
            sockets: upgraded.size,
          });
          return;
        case 'drop': {
          const sockets = upgraded.size;
          for (const socket of [...upgraded]) socket.destroy();
          reply({ id: msg.id, type: 'dropped', sockets });
          return;
        }
        case 'stop':
          await app.close();
          reply({ id: msg.id, type: 'stopped' });
          setTimeout(() => process.exit(0), 50);
          return;
      }
    } catch (err) {
      reply({ id: msg.id, type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
