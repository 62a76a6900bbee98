import type { Db } from '../../client';

export async function seedStandards(_db: Db) {}
