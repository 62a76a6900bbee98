import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { hashPassword } from '../../platform/auth/passwords';
import type { PasswordHasher } from '../../platform/context';
import type { CredentialBox } from '../../platform/crypto/credential-box';
import { findUnhashedStudents, storeStudentHash } from './student-accounts.repository';

/** Hashes sealed student passwords in the background, a few at a time so sign-ins are not starved of
 * CPU. `kick()` after creating students; it also sweeps once at start-up. */
export function createPasswordHasher(db: Db, box: CredentialBox, log: FastifyBaseLogger): PasswordHasher {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function sweep() {
    for (;;) {
      if (stopped) return;
      const batch = await findUnhashedStudents(db, 16);
      if (!batch.length) return;
      // Two at a time: argon2 runs on libuv's pool, leaving room for sign-ins on the other threads.
      for (let i = 0; i < batch.length && !stopped; i += 2) {
        await Promise.all(
          batch
            .slice(i, i + 2)
            .map(async (s) => storeStudentHash(db, s.id, s.sealed, await hashPassword(box.open(s.sealed)))),
        );
      }
    }
  }

  const kick = () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sweep().catch((err) => log.error({ err }, 'password hashing failed'));
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };
  return {
    kick,
    /** Resolves when no hashing is in progress (tests and shutdown). */
    idle: async () => {
      while (running) await running;
    },
    stop: () => {
      stopped = true;
    },
  };
}
