import { IMPORT_PROBLEMS_KEPT } from '@clearsheets/shared';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { bearer, signIn } from '../../../test/factories';
import { multipart, waitForJob } from '../../../test/kits/imports/test-files';

// A district's bundle is read and planned in worker threads, and a job keeps its first problems only: the
// request thread never holds the bundle's rows, nor a problem per row, so it keeps answering while a huge
// bundle is checked. The bundle here is a few kB zipped and 20,000 rows of users.csv, each with a problem
// (what a zip of one repeated line inflates to); before, every problem was kept and read back on each poll of the
// job. How long the request thread stalls meanwhile is measured by the benchmark (import-isolation), not here.

const ROWS = 20_000;

describe('OneRoster import off the request thread', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signIn(t.app, 'district.admin')).access_token;
  });
  afterAll(() => t.close());

  it('refuses a bundle of 20,000 bad rows planned in the worker, keeping its first problems and a count of the rest', async () => {
    const manifest = [
      'propertyName,value',
      'oneroster.version,1.1',
      ...['orgs', 'academicSessions', 'courses', 'classes', 'roles', 'enrollments'].map((f) => `file.${f},absent`),
    ].join('\n');
    const header = 'sourcedId,status,dateLastModified,enabledUser,username,givenName,familyName,role,orgSourcedIds';
    const rows = Array.from({ length: ROWS }, (_, n) => `u${n},active,,true,user${n},Ann,Lee,,`).join('\n');
    const zip = zipSync({ 'manifest.csv': strToU8(manifest), 'users.csv': strToU8(`${header}\n${rows}\n`) });
    const body = multipart('district.zip', Buffer.from(zip), 'application/zip');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oneroster/imports',
      headers: { ...bearer(admin), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(t.app, admin, res.json().id, 120_000);

    expect(job.status).toBe('failed');
    // The first problems in file order, then how many more there are.
    expect(job.problems).toHaveLength(IMPORT_PROBLEMS_KEPT + 1);
    expect(job.problems[0]).toEqual({ file: 'users.csv', row: 2, column: 'role', message: 'Unknown role ""' });
    expect(job.problems.at(-1)).toEqual({
      message: `…and ${(ROWS - IMPORT_PROBLEMS_KEPT).toLocaleString('en-US')} more problems not listed: fix these and upload the file again`,
    });
  }, 120_000);
});
