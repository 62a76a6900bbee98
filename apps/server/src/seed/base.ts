import { PRODUCTS, permissionGrantRows, STATE_TEXAS_ID } from '@clearsheets/shared';
import type { Db } from '../db/client';
import { permissionGrants, products, states } from '../db/schema';

/** Reference data every configuration needs, production included. Idempotent: never overwrites an
 * operator's later changes to a grant. */
export async function seedBase(db: Db) {
  await db.insert(states).values({ id: STATE_TEXAS_ID, code: 'TX', name: 'Texas' }).onConflictDoNothing();
  await db
    .insert(products)
    .values(PRODUCTS.map((p) => ({ id: p.id, code: p.code, name: p.name })))
    .onConflictDoNothing();
  await db
    .insert(permissionGrants)
    .values(
      permissionGrantRows().map((g) => ({
        role: g.role,
        licenseCode: g.licenseCode,
        permission: g.permission,
        canView: g.flags.V,
        canCreate: g.flags.C,
        canEdit: g.flags.E,
        canDelete: g.flags.D,
      })),
    )
    .onConflictDoNothing();
}
