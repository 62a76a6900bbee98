import { monitorEventLoopDelay } from 'node:perf_hooks';
import { IMPORT_PROBLEMS_KEPT } from '@clearsheets/shared';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import { multipart, waitForJob } from '../../../test/kits/imports/test-files';

// A district's bundle is read and planned in worker threads, and a job keeps its first problems only: the
// request thread never holds the bundle's rows, nor a problem per row, so it keeps answering while a huge
// bundle is checked. The bundle here is 12 kB zipped and 200,000 rows of users.csv, each with a problem
// (what a zip of one repeated line inflates to); before, reading its verdict back held the request thread
// for seconds. The bound is generous (a busy box, GC pauses): timings proper are for the benchmark.

const ROWS = 200_000;
const LONGEST_STALL_MS = 500;

describe('OneRoster import off the request thread', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signIn(t.app, 'district.admin')).access_token;
  });
  afterAll(() => t.close());

  it('keeps the request thread answering while a bundle of 200,000 bad rows is read, planned and refused', async () => {
    const manifest = [
      'propertyName,value',
      'oneroster.version,1.1',
      ...['orgs', 'academicSessions', 'courses', 'classes', 'roles', 'enrollments'].map((f) => `file.${f},absent`),
    ].join('\n');
    const header = 'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,role,orgSourcedIds';
    const rows = Array.from({ length: ROWS }, (_, n) => `u${n},active,,true,user${n},Ann,Lee,,`).join('\n');
    const zip = zipSync({ 'manifest.csv': strToU8(manifest), 'users.csv': strToU8(`${header}\n${rows}\n`) });
    const body = multipart('district.zip', Buffer.from(zip), 'application/zip');

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oneroster/imports',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t.app, admin, res.json().id, 120_000);
    loop.disable();

    expect(job.status).toBe('failed');
    // The first problems in file order, then how many more there are.
    expect(job.problems).toHaveLength(IMPORT_PROBLEMS_KEPT + 1);
    expect(job.problems[0]).toEqual({ file: 'users.csv', row: 2, column: 'role', message: 'Unknown role ""' });
    expect(job.problems.at(-1)).toEqual({
      message: `…and ${(ROWS - IMPORT_PROBLEMS_KEPT).toLocaleString('en-US')} more problems not listed: fix these and upload the file again`,
    });
    expect(loop.max / 1e6).toBeLessThan(LONGEST_STALL_MS);
  }, 120_000);
});
