import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** A throw-away PostgreSQL database beside `url`, so each run starts from the same empty tables and leaves none. */
export async function scratchDatabase(url: string, purpose: string) {
  const name = `bench_${purpose}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
    /** Leaves the database in place (to look into it after a run); drop it by hand. */
    keep: async () => {
      await admin.end();
    },
  };
}
