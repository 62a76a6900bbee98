import { STAFF_ROLES, ZBigIdParam, ZIdParam } from '@clearsheets/shared';
import { z } from 'zod';
import { authenticated } from '../../platform/auth/guards';
import { ASSIGNERS } from './assignments.policy';

const id = ZIdParam;
/** Responses are bigserial. */
const bigId = ZBigIdParam;

export const ZIdParams = z.object({ id });
export const ZResponseParams = z.object({ id: bigId });
export const ZStudentResultParams = z.object({ id, studentId: id });

/** Staff of every kind may call; what each may see or change is decided by the assignment's scope. */
export const staffOnly = authenticated(STAFF_ROLES);
/** Only teachers assign, change and grade. */
export const teachersOnly = authenticated(ASSIGNERS);
