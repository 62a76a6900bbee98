import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/db/client';
import { accountTokens, users } from '../../../src/db/schema';
import { hashOneTimeToken } from '../../../src/platform/auth/one-time-tokens';
import { formBody } from '../../factories';
import { type LoopbackSmtp, linkIn } from '../mail/smtp-server';

// The accounts area's test kit: sign-up bodies, the mailed link's token, sign-in attempts, expiring tokens.

let n = 0;
/** A fresh email address per call (one test file's app is shared by its tests). */
export const newEmail = (who = 'teacher') => `${who}.${process.pid}.${Date.now().toString(36)}.${++n}@example.org`;

/** A fresh client address per call, so one file's requests do not spend each other's request limits. */
export const newAddress = () => `10.${(n >> 8) & 255}.${n++ & 255}.${Math.floor(Math.random() * 250) + 1}`;

export const GOOD_PASSWORD = 'Bluebonnet2026';

/** A valid sign-up at the given school (over replaces any field, `undefined` removes it). */
export function signupBody(place: { districtId: number; schoolId?: number }, over: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = {
    firstName: 'Rosa',
    lastName: 'Parks',
    email: newEmail(),
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    ...place,
    ...over,
  };
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body as Record<string, unknown> & { email: string };
}

/** A JSON call from a client address. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  opts: { address?: string; token?: string } = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: opts.address ?? newAddress(),
    ...(opts.token ? { headers: { authorization: `Bearer ${opts.token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A password sign-in, whatever its answer. */
export function passwordGrant(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress: newAddress(),
    ...formBody({ grant_type: 'password', username, password, client_id: 'clearsheets-web' }),
  });
}

/** The token of the link in the newest mail to `to` with this subject (sent once the sender has run). */
export async function mailedToken(
  app: FastifyInstance,
  smtp: LoopbackSmtp,
  to: string,
  subject: string | RegExp,
): Promise<{ token: string; link: string }> {
  await app.ctx.mail.idle();
  await smtp.settled();
  const mails = smtp.mailsTo(to, { subject });
  const mail = mails[mails.length - 1] ?? (await smtp.waitForMail(to, { subject }));
  const link = linkIn(mail);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return { token, link };
}

/** Moves a token's expiry into the past (as if its lifetime went by). */
export async function expireToken(db: Db, token: string) {
  await db
    .update(accountTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(accountTokens.tokenHash, hashOneTimeToken(token)));
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}
