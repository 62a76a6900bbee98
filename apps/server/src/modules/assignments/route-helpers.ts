import { STAFF_ROLES } from '@clearsheets/shared';
import { z } from 'zod';
import { authenticated } from '../../platform/auth/guards';

/** A 32-bit serial id in the path: anything larger is not an id (and must not reach the database as one). */
const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A bigserial id (attempts, responses). */
const bigId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZIdParams = z.object({ id });
export const ZResponseParams = z.object({ id: bigId });
export const ZStudentResultParams = z.object({ id, studentId: id });

/** Staff of every kind may call; what each may see or change is decided by the assignment's scope. */
export const staffOnly = authenticated(STAFF_ROLES);
/** Only teachers assign, change and grade. */
export const teachersOnly = authenticated(['Teacher']);
