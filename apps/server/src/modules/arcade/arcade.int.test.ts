import {
  ACTIVITY_ACTIONS,
  ACTIVITY_TYPES,
  ARCADE_COIN_SOURCES,
  CATALOG_BY_ID,
  MESSAGES,
  type TArcadeHome,
  type TClassGameSummary,
  type TRoundStarted,
} from '@clearsheets/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { buildClassWithStudents, buildUser } from '../../../test/factories';
import { buildAssignment, mintToken, requester } from '../../../test/kits/attempts/test-support';
import { rowsOf } from '../../db/bulk-sql';
import { arcadeInventory, arcadeRounds, licenses } from '../../db/schema';
import { recordActivity } from '../../platform/activity';

// The arcade on a real database: coins credited once from lesson and assignment events, purchases that cannot
// overspend, the free limit, layers and tokens, rounds saved once and checked, and every scope.

describe('the arcade', () => {
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let classId: number;
  let teacher: string;
  let paid: { id: number; token: string };
  let other: { id: number; token: string };
  let free: { id: number; token: string; classId: number };
  let assignmentId: number;

  const home = async (token: string) => {
    const res = await call(token, 'GET', '/api/v1/arcade');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TArcadeHome;
  };
  const start = (token: string, gameId = 1) => call(token, 'POST', `/api/v1/arcade/games/${gameId}/rounds`);
  /** Moves a round's start back, as if the student had played for `seconds`. */
  const played = (round: string, seconds: number) =>
    t.database.db
      .update(arcadeRounds)
      .set({ startedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(arcadeRounds.id, t.app.ctx.credentialBox.open(round).split(':')[0]!));

  beforeAll(async () => {
    t = await buildTestApp();
    call = requester(t.app);
    const db = t.database.db;
    const built = await buildAssignment(db, { students: 2 });
    classId = built.classId;
    assignmentId = built.assignmentId;
    teacher = await mintToken(t.app, built.teacherId);
    const schoolId = (await db.query.classes.findFirst({ where: (c, { eq }) => eq(c.id, classId) }))!.schoolId;
    await db.insert(licenses).values({
      code: 'CKPD',
      scope: 'school',
      schoolId,
      grades: ['5'],
      startsOn: '2000-01-01',
      endsOn: '2999-12-31',
    });
    const [a, b] = built.students;
    paid = { id: a!.id, token: await mintToken(t.app, a!.id) };
    other = { id: b!.id, token: await mintToken(t.app, b!.id) };
    const freeClass = await buildClassWithStudents(db, { students: 1 });
    free = {
      id: freeClass.students[0]!.id,
      token: await mintToken(t.app, freeClass.students[0]!.id),
      classId: freeClass.cls.id,
    };
  });
  afterAll(async () => t.close());

  it('credits a finished lesson, its checks and a turned-in assignment once, however often it is read', async () => {
    const db = t.database.db;
    const base = { actorId: paid.id, studentId: paid.id, classId, objectId: 9001 };
    await recordActivity(db, [
      {
        ...base,
        type: ACTIVITY_TYPES.assessment,
        action: ACTIVITY_ACTIONS.completed,
        source: ARCADE_COIN_SOURCES.lessonComplete,
      },
      { ...base, type: ACTIVITY_TYPES.grade, action: ACTIVITY_ACTIONS.graded, source: ARCADE_COIN_SOURCES.checkpoint },
      // The same checkpoint event twice (a second check of the same session) credits once.
      { ...base, type: ACTIVITY_TYPES.grade, action: ACTIVITY_ACTIONS.graded, source: ARCADE_COIN_SOURCES.checkpoint },
      { ...base, type: ACTIVITY_TYPES.grade, action: ACTIVITY_ACTIONS.graded, source: ARCADE_COIN_SOURCES.exitTicket },
      {
        actorId: paid.id,
        studentId: paid.id,
        assignmentId,
        type: ACTIVITY_TYPES.assessment,
        action: ACTIVITY_ACTIONS.submitted,
      },
    ]);
    // Two tabs at once, then again: 10 + 5 + 5 + 10.
    const [one, two] = await Promise.all([home(paid.token), home(paid.token)]);
    expect([one.balance, two.balance].sort()).toContain(30);
    expect((await home(paid.token)).balance).toBe(30);
    const ledger = await t.database.db.execute(
      sql`select coalesce(sum(delta), 0)::int as total, count(*)::int as n from arcade_ledger where student_id = ${paid.id}`,
    );
    expect(rowsOf(ledger)[0]).toMatchObject({ total: 30, n: 4 });
    // The other student earned nothing.
    expect((await home(other.token)).balance).toBe(0);
  });

  it('shows coins earned in the header badge before the arcade is ever opened', async () => {
    await recordActivity(t.database.db, {
      actorId: free.id,
      studentId: free.id,
      classId: free.classId,
      objectId: 9002,
      type: ACTIVITY_TYPES.assessment,
      action: ACTIVITY_ACTIONS.completed,
      source: ARCADE_COIN_SOURCES.lessonComplete,
    });
    const badge = await call(free.token, 'GET', '/api/v1/arcade/badge');
    expect(badge.statusCode).toBe(200);
    expect(badge.json().balance).toBe(10);
    // Credited once: the arcade then shows the same coins.
    expect((await home(free.token)).balance).toBe(10);
  });

  it('sells with coins: concurrent purchases never overspend, a unique item is bought once', async () => {
    const buys = await Promise.all(
      [1101, 1102, 1103].map((itemId) => call(paid.token, 'POST', '/api/v1/arcade/purchases', { itemId })),
    );
    expect(buys.map((b) => b.statusCode).sort()).toEqual([200, 409, 409]);
    expect(buys.find((b) => b.statusCode === 409)!.json().title).toBe(MESSAGES.arcadeNotEnoughCoins);
    const after = await home(paid.token);
    expect(after.balance).toBe(5);
    expect(after.inventory).toHaveLength(1);
    const total = await t.database.db.execute(
      sql`select sum(delta)::int as total from arcade_ledger where student_id = ${paid.id}`,
    );
    expect(rowsOf(total)[0]).toMatchObject({ total: 5 });
    const again = await call(paid.token, 'POST', '/api/v1/arcade/purchases', { itemId: after.inventory[0]!.itemId });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(MESSAGES.arcadeAlreadyOwned);
    const bogus = await call(paid.token, 'POST', '/api/v1/arcade/purchases', { itemId: 99999 });
    expect(bogus.statusCode).toBe(400);
  });

  it('wears an owned banner: the profile answers with it, and the header badge says how to draw it', async () => {
    await t.database.db.insert(arcadeInventory).values({ studentId: other.id, itemId: 1503, quantity: 1 });
    const worn = await call(other.token, 'PUT', '/api/v1/arcade/profile', { bannerItem: 1503 });
    expect(worn.statusCode, worn.body).toBe(200);
    expect(worn.json()).toMatchObject({ bannerItem: 1503, avatarItem: null });
    const notOwned = await call(other.token, 'PUT', '/api/v1/arcade/profile', { avatarItem: 1603 });
    expect(notOwned.statusCode).toBe(409);
    const badge = await call(other.token, 'GET', '/api/v1/arcade/badge');
    expect(badge.json()).toMatchObject({
      bannerItem: 1503,
      bannerArt: CATALOG_BY_ID.get(1503)!.art,
      avatarItem: null,
      avatarArt: null,
    });
  });

  it('places owned things in the aquarium and refuses what is not owned', async () => {
    const free5 = await call(paid.token, 'POST', '/api/v1/arcade/purchases', { itemId: 801 });
    expect(free5.statusCode, free5.body).toBe(200);
    const notOwned = await call(paid.token, 'PUT', '/api/v1/arcade/aquarium', {
      placements: [{ slot: 0, itemId: 105 }],
    });
    expect(notOwned.statusCode).toBe(409);
    const fed = await call(paid.token, 'POST', '/api/v1/arcade/aquarium/feed');
    expect(fed.statusCode, fed.body).toBe(200);
    expect((await home(paid.token)).aquarium.hungry).toBe(false);
    const hungry = await call(paid.token, 'POST', '/api/v1/arcade/aquarium/feed');
    expect(hungry.json().title).toBe(MESSAGES.arcadeNoFood);
  });

  it('saves a round once, refuses a replay, a forged key, another student and an implausible score', async () => {
    const started = await start(paid.token, 9);
    expect(started.statusCode, started.body).toBe(200);
    const { round, mathMoments } = started.json() as TRoundStarted;
    expect(mathMoments).toHaveLength(3);
    // Too soon to be a round at all.
    const early = await call(paid.token, 'POST', '/api/v1/arcade/rounds/result', { round, score: 10, won: false });
    expect(early.statusCode).toBe(422);
    expect(early.json().title).toBe(MESSAGES.arcadeRoundImplausible);
    const second = (await start(paid.token, 9)).json() as TRoundStarted;
    await played(second.round, 60);
    const stolen = await call(other.token, 'POST', '/api/v1/arcade/rounds/result', {
      round: second.round,
      score: 10,
      won: true,
    });
    expect(stolen.statusCode).toBe(404);
    const forged = await call(paid.token, 'POST', '/api/v1/arcade/rounds/result', {
      round: `${second.round.slice(0, -4)}AAAA`,
      score: 10,
      won: true,
    });
    expect(forged.statusCode).toBe(404);
    const saved = await call(paid.token, 'POST', '/api/v1/arcade/rounds/result', {
      round: second.round,
      score: 420,
      won: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ score: 420, best: 420, newBest: true });
    const replay = await call(paid.token, 'POST', '/api/v1/arcade/rounds/result', {
      round: second.round,
      score: 999,
      won: true,
    });
    expect(replay.statusCode).toBe(409);
    const third = (await start(paid.token, 9)).json() as TRoundStarted;
    await played(third.round, 10);
    const cheat = await call(paid.token, 'POST', '/api/v1/arcade/rounds/result', {
      round: third.round,
      score: 100000,
      won: true,
    });
    expect(cheat.statusCode).toBe(422);
    const game = (await home(paid.token)).games.find((g) => g.id === 9)!;
    expect(game).toMatchObject({ best: 420, roundsToday: 3, layersLeft: 2 });
  });

  it('runs out of layers with "No layer left"; a game token buys one more round', async () => {
    for (let i = 0; i < 2; i++) expect((await start(paid.token, 9)).statusCode).toBe(200);
    const out = await start(paid.token, 9);
    expect(out.statusCode).toBe(409);
    expect(out.json().title).toBe(MESSAGES.noLayerLeft);
    // Another game still has its layers.
    expect((await start(paid.token, 10)).statusCode).toBe(200);
    // Another finished lesson pays for a token; the token pays for one more round, then it is gone.
    await recordActivity(t.database.db, {
      actorId: paid.id,
      studentId: paid.id,
      classId,
      objectId: 9002,
      type: ACTIVITY_TYPES.assessment,
      action: ACTIVITY_ACTIONS.completed,
      source: ARCADE_COIN_SOURCES.lessonComplete,
    });
    expect((await home(paid.token)).balance).toBe(10);
    expect((await call(paid.token, 'POST', '/api/v1/arcade/purchases', { itemId: 1301 })).statusCode).toBe(200);
    const extra = await start(paid.token, 9);
    expect(extra.statusCode, extra.body).toBe(200);
    expect((extra.json() as TRoundStarted).usedToken).toBe(true);
    expect((await start(paid.token, 9)).json().title).toBe(MESSAGES.noLayerLeft);
  });

  it('stops a free student after 3 games a day, on the server', async () => {
    for (const gameId of [1, 2, 3]) expect((await start(free.token, gameId)).statusCode).toBe(200);
    const fourth = await start(free.token, 4);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().title).toBe(MESSAGES.freeGameLimit);
    expect((await home(free.token)).freeRoundsLeft).toBe(0);
    expect((await home(paid.token)).freeRoundsLeft).toBeNull();
  });

  it('lets the teacher close the arcade for the class, and a district admin for the district', async () => {
    const settings = (await call(teacher, 'GET', `/api/v1/classes/${classId}/arcade`)).json();
    expect(settings.settings).toMatchObject({ enabled: true, openMode: 1, showRanks: false });
    const off = await call(teacher, 'PUT', `/api/v1/classes/${classId}/arcade`, {
      ...settings.settings,
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await home(other.token)).closed).toMatchObject({ reason: 'off' });
    const refused = await start(other.token, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(MESSAGES.arcadeClosed);
    const bad = await call(teacher, 'PUT', `/api/v1/classes/${classId}/arcade`, {
      ...settings.settings,
      openMode: 3,
      windowStart: '15:00',
      windowEnd: '14:00',
    });
    expect(bad.statusCode).toBe(400);
    await call(teacher, 'PUT', `/api/v1/classes/${classId}/arcade`, { ...settings.settings, enabled: true });
    expect((await home(other.token)).closed).toBeNull();

    const districtId = (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, other.id) }))!
      .districtId!;
    const admin = await mintToken(t.app, (await buildUser(t.database.db, { role: 'DistrictAdmin', districtId })).id);
    const stranger = await mintToken(t.app, (await buildUser(t.database.db, { role: 'DistrictAdmin' })).id);
    expect((await call(admin, 'PUT', '/api/v1/arcade/district', { enabled: false })).statusCode).toBe(200);
    expect((await home(other.token)).closed).toMatchObject({ reason: 'district' });
    expect((await call(stranger, 'GET', `/api/v1/classes/${classId}/arcade`)).statusCode).toBe(404);
    expect((await call(teacher, 'PUT', '/api/v1/arcade/district', { enabled: true })).statusCode).toBe(404);
    expect((await call(teacher, 'GET', '/api/v1/arcade/district')).json()).toEqual({
      enabled: false,
      canSwitch: false,
    });
    await call(admin, 'PUT', '/api/v1/arcade/district', { enabled: true });
    expect((await home(other.token)).closed).toBeNull();
  });

  it('shows the class game summary to its teacher only; students cannot reach staff routes', async () => {
    const summary = await call(teacher, 'GET', `/api/v1/classes/${classId}/arcade/summary`);
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json() as TClassGameSummary;
    const mine = body.rows.find((r) => r.studentId === paid.id)!;
    // Every round started counts as played; the best is of the accepted scores (refused ones never count).
    expect(mine.games).toEqual([
      { gameId: 9, rounds: 6, best: 420 },
      { gameId: 10, rounds: 1, best: 0 },
    ]);
    expect(mine.coinsEarned).toBe(40);
    expect(mine.coinsSpent).toBe(40);
    expect(body.rows.find((r) => r.studentId === other.id)!.rounds).toBe(0);
    const otherTeacher = await mintToken(
      t.app,
      (await buildUser(t.database.db, { role: 'Teacher', license: 'CKPD' })).id,
    );
    expect((await call(otherTeacher, 'GET', `/api/v1/classes/${classId}/arcade/summary`)).statusCode).toBe(404);
    expect((await call(other.token, 'GET', `/api/v1/classes/${classId}/arcade`)).statusCode).toBe(403);
    expect((await call(teacher, 'GET', '/api/v1/arcade')).statusCode).toBe(403);
    const own = await call(paid.token, 'GET', '/api/v1/arcade/summary');
    expect(own.json().games).toEqual([
      expect.objectContaining({ gameId: 9, rounds: 6, best: 420 }),
      expect.objectContaining({ gameId: 10, rounds: 1, best: 0 }),
    ]);
  });

  it('shows class ranks by display name only when the teacher turns them on', async () => {
    const off = await call(paid.token, 'GET', '/api/v1/arcade/games/9/ranks');
    expect(off.statusCode).toBe(403);
    const current = (await call(teacher, 'GET', `/api/v1/classes/${classId}/arcade`)).json();
    await call(teacher, 'PUT', `/api/v1/classes/${classId}/arcade`, { ...current.settings, showRanks: true });
    const ranks = await call(paid.token, 'GET', '/api/v1/arcade/games/9/ranks');
    expect(ranks.statusCode, ranks.body).toBe(200);
    const me = (await home(paid.token)).profile.displayName;
    expect(ranks.json().items).toEqual([{ rank: 1, displayName: me, best: 420, me: true }]);
    expect(ranks.body).not.toContain('Pupil');
  });

  // Decision 0034: a score must be reachable by play in the time the round lasted, as the server measured it from
  // starting the round, and a round never plays longer than its game's clock (Fishy Bounce: 150 s).
  it('refuses a score no play reaches in the time the round lasted: 245 after 6 s, 30,100 after 20 minutes', async () => {
    const after = async (seconds: number, score: number) => {
      const started = await start(paid.token, 1);
      expect(started.statusCode, started.body).toBe(200);
      const { round } = started.json() as TRoundStarted;
      await played(round, seconds);
      return call(paid.token, 'POST', '/api/v1/arcade/rounds/result', { round, score, won: true });
    };
    const burst = await after(6, 245);
    expect(burst.statusCode).toBe(422);
    expect(burst.json()).toMatchObject({ title: MESSAGES.arcadeRoundImplausible, detail: 'scoreRate' });
    const idle = await after(19 * 60 + 50, 30_100);
    expect(idle.statusCode).toBe(422);
    expect(idle.json()).toMatchObject({ title: MESSAGES.arcadeRoundImplausible, detail: 'scoreRate' });
    // The most play reaches: 20 points a second for the time played, and no more than the clock's 150 s (+1 s).
    expect((await after(6, 120)).statusCode).toBe(200);
    const whole = await after(19 * 60 + 50, 3020);
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await after(19 * 60 + 50, 3021)).statusCode).toBe(422);
  });
});
