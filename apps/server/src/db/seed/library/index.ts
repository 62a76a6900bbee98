import type { Db } from '../../client';

export async function seedLibrary(_db: Db) {}
