import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the development configuration when nothing is set (localhost, unknown hosts)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      environment: 'local',
      isDevelopment: true,
      port: 3000,
      publicUrl: 'http://localhost:3000',
      authority: 'http://localhost:3000',
      seedDemo: true,
      seedDemoActivity: true,
      idleStatusMs: 5000,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/[\\/]data$/);
  });

  it('never seeds demo data in production unless asked, and idles students after 5 minutes', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://app.example.org/',
      SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
    });
    expect(config).toMatchObject({
      isDevelopment: false,
      seedDemo: false,
      seedDemoActivity: false,
      idleStatusMs: 300000,
      publicUrl: 'https://app.example.org',
      authority: 'https://app.example.org',
    });
  });

  it("seeds the demo district's activity only with the demo seed, outside production, unless turned off", () => {
    expect(loadConfig({ SEED_DEMO_ACTIVITY: 'false' }).seedDemoActivity).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemoActivity).toBe(false);
    const production = { APP_ENV: 'production', SMTP_URL: 'smtp://mailer:secret@mail.example.org:587' };
    expect(loadConfig({ ...production, SEED_DEMO: 'true', SEED_DEMO_ACTIVITY: 'true' }).seedDemoActivity).toBe(false);
  });

  it('lets PORT, DATABASE_URL and the idle time be overridden', () => {
    const config = loadConfig({ PORT: '4100', DATABASE_URL: 'postgres://x@h/db', IDLE_STATUS_MS: '2000' });
    expect(config).toMatchObject({ port: 4100, databaseUrl: 'postgres://x@h/db', idleStatusMs: 2000 });
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('sends mail by SMTP when SMTP_URL is set, else into the development outbox; production requires SMTP', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Clearsheets <no-reply@clearsheets.local>',
      pollSeconds: 15,
    });
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Schools <hi@example.org>' }).mail,
    ).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.org:465', from: 'Schools <hi@example.org>' });
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/SMTP_URL: required in production/);
    expect(() => loadConfig({ APP_ENV: 'production', SMTP_URL: '' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_POLL_SECONDS: '0' })).toThrow(/MAIL_POLL_SECONDS/);
  });

  it('keeps uploaded files in a folder of their own, with 500 MB per teacher and 5 GB per school unless told', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/clearsheets' }).storage;
    expect(defaults).toEqual({
      dir: '/srv/clearsheets/uploads',
      teacherQuotaBytes: 500 * 1024 * 1024,
      schoolQuotaBytes: 5120 * 1024 * 1024,
      orphanGraceHours: 24,
      sweepMinutes: 60,
    });
    const set = loadConfig({
      STORAGE_DIR: '/mnt/files',
      STORAGE_TEACHER_QUOTA_MB: '250',
      STORAGE_SCHOOL_QUOTA_MB: '2048',
      STORAGE_ORPHAN_GRACE_HOURS: '72',
    }).storage;
    expect(set).toMatchObject({
      dir: '/mnt/files',
      teacherQuotaBytes: 250 * 1024 * 1024,
      schoolQuotaBytes: 2048 * 1024 * 1024,
      orphanGraceHours: 72,
    });
    expect(() => loadConfig({ STORAGE_TEACHER_QUOTA_MB: '0' })).toThrow(/STORAGE_TEACHER_QUOTA_MB/);
  });

  it('refuses a configuration it cannot use, naming the variable', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
