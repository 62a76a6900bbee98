import postgres from 'postgres';

// Empties the PostgreSQL database the end-to-end server is about to use (E2E_DATABASE_URL): dropped and created
// again, so the server migrates and seeds the demo district from scratch, as it does on a fresh data folder.
const url = process.argv[2];
if (!url) throw new Error('usage: fresh-database.ts <postgres url>');
const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Not a database name to recreate: ${name}`);
target.pathname = '/postgres';
const admin = postgres(target.toString(), { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists "${name}" with (force)`);
await admin.unsafe(`create database "${name}"`);
await admin.end();
