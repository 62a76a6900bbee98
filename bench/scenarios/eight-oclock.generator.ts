// The 8:00 bench's load generator, a process of its own (ChildChannel): the students' saves (autocannon, one
// connection each) and the teacher's monitor socket. Its CPU time is then not the server's, so the save's share
// of the bare route is the server's alone. Requests: `init` (students, routes, the teacher), `run` (one load of
// N seconds against the bare route or the save), replied to with what autocannon and the teacher saw.
import { encodeMessage, parseServerMessage, REALTIME_PATH } from '@clearsheets/shared';
import WebSocket from 'ws';
import { serveRequests } from '../support/child-channel';
import { type GeneratorRequest, type GeneratorRun, runLoad, type Teacher } from './eight-oclock.load';

let init: Extract<GeneratorRequest, { type: 'init' }>;
let teacherEvents = 0;

/** The teacher's monitor socket: signed in, subscribed, holding the snapshot before any load starts. */
function subscribeTeacher(t: Teacher) {
  return new Promise<void>((resolve, reject) => {
    const ws = new WebSocket(`${t.wsBase}${REALTIME_PATH}`);
    ws.on('open', () => ws.send(encodeMessage({ type: 'auth', token: t.token })));
    ws.on('error', reject);
    ws.on('message', (data) => {
      const m = parseServerMessage(data.toString());
      if (m?.type === 'authenticated') ws.send(encodeMessage({ type: 'subscribe', room: t.room }));
      else if (m?.type === 'snapshot') resolve();
      else if (m?.type === 'event') teacherEvents += 1;
      else if (m?.type === 'error') reject(new Error(`teacher socket: ${m.code} ${m.message}`));
    });
  });
}

async function run(route: 'bare' | 'save', seconds: number): Promise<GeneratorRun> {
  const eventsBefore = teacherEvents;
  const cpuBefore = process.cpuUsage();
  const { result: r, longestGap } =
    route === 'bare'
      ? await runLoad(
          init.bareUrl,
          init.students,
          (s, qi) => `/bare/${s.attemptId}/${init.bareQuestionBase + qi}`,
          seconds,
        )
      : await runLoad(
          init.saveUrl,
          init.students,
          (s, qi) => `/api/v1/student/attempts/${s.attemptId}/responses/${init.questionIds[qi]}`,
          seconds,
        );
  const cpu = process.cpuUsage(cpuBefore);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    seconds: r.duration,
    requests: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    longestGapMs: longestGap,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    cpuUsPerReq: (cpu.user + cpu.system) / Math.max(1, r.requests.total),
    teacherEvents: teacherEvents - eventsBefore,
  };
}

serveRequests<GeneratorRequest>(async (m) => {
  if (m.type === 'init') {
    init = m;
    if (m.teacher) await subscribeTeacher(m.teacher);
    return null;
  }
  return run(m.route, m.seconds);
});
