import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../src/db/client';
import { seedBase } from '../src/seed/base';
import { seedContent } from '../src/seed/content';
import { seedDemo } from '../src/seed/demo';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}

/** Builds one migrated, seeded database per run; each test file clones it (seconds saved per file). */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `${new URL(url).pathname.slice(1) || 'test'}_template`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.unsafe(`create database "${template}"`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    await database.migrate();
    await seedBase(database.db);
    await seedContent(database.db);
    await seedDemo(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteTemplate', '');
    return;
  }
  const database = await openDatabase({});
  await database.migrate();
  await seedBase(database.db);
  await seedContent(database.db);
  await seedDemo(database.db);
  const dump = await dumpPglite(database);
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cs-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', '');
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
