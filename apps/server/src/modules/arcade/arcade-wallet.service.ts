import { randomUUID } from 'node:crypto';
import {
  CATALOG_BY_ID,
  COIN_SOURCE_KEYS,
  GAME_TOKEN_ITEM,
  type TClassArcadeSettings,
  type TPurchase,
  ZPurchase,
} from '@clearsheets/shared';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/sql-helpers';
import { AppError } from '../../platform/errors';
import {
  addToInventory,
  creditWallet,
  debitWallet,
  insertLedger,
  type LedgerInsert,
  unsettledCredits,
} from './arcade.repository';
import { settingsOf } from './arcade-access.service';

// Coins in and out. Credits come from the activity events lessons and assignments write (decision 0032): each is
// turned into one ledger row keyed by what earned it, so reading the arcade twice, or from two tabs at once,
// credits it once. Spends take from the wallet in one conditional statement, so the balance never goes below 0.

/**
 * Credits what the student earned since the last look, at the amounts each class sets (`classes`: the student's
 * classes with their settings, as arcadeStanding read them); returns how many coins were added.
 */
export async function settleCredits(
  db: Db,
  studentId: number,
  classes: readonly { classId: number; settings: TClassArcadeSettings }[],
): Promise<number> {
  const pending = await unsettledCredits(db, studentId);
  if (!pending.length) return 0;
  const settingsByClass = new Map(classes.map((c) => [c.classId, c.settings] as const));
  const rows: LedgerInsert[] = pending.map((p) => {
    const settings = settingsByClass.get(p.classId ?? -1) ?? settingsOf(null);
    const key = COIN_SOURCE_KEYS[p.source] ?? 'assignmentComplete';
    const token = key === 'assignmentComplete' && settings.completionReward === 1;
    return {
      studentId,
      delta: token ? 0 : settings.coinAmounts[key],
      source: p.source,
      refKey: p.refKey,
      classId: p.classId,
      itemId: token ? GAME_TOKEN_ITEM : null,
      quantity: token ? 1 : null,
    };
  });
  return inTransaction(db, async (tx) => {
    const inserted = await insertLedger(tx, rows);
    const coins = inserted.reduce((sum, r) => sum + r.delta, 0);
    await creditWallet(tx, studentId, coins);
    for (const r of inserted) if (r.itemId) await addToInventory(tx, studentId, r.itemId, r.quantity ?? 1, false);
    return coins;
  });
}

/** Buys an item with coins: the wallet pays or nothing changes; a unique item is bought once. */
export async function purchase(db: Db, studentId: number, body: TPurchase) {
  const { itemId, quantity } = ZPurchase.parse(body);
  const item = CATALOG_BY_ID.get(itemId)!;
  const count = item.unique ? 1 : quantity;
  const price = item.price * count;
  return inTransaction(db, async (tx) => {
    if (!(await addToInventory(tx, studentId, itemId, count, item.unique)))
      throw new AppError(409, 'already_owned', 'arcadeAlreadyOwned');
    const current = await creditWallet(tx, studentId, 0);
    if (price === 0) return { itemId, quantity: count, balance: current };
    const balance = await debitWallet(tx, studentId, price);
    if (balance === null) throw new AppError(409, 'not_enough_coins', 'arcadeNotEnoughCoins');
    await insertLedger(tx, [
      {
        studentId,
        delta: -price,
        source: null,
        refKey: `purchase:${randomUUID()}`,
        classId: null,
        itemId,
        quantity: count,
      },
    ]);
    return { itemId, quantity: count, balance };
  });
}
