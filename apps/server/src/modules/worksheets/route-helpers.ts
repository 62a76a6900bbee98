import { STAFF_ROLES, ZIdParam } from '@clearsheets/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authenticated, callerOf, requires } from '../../platform/auth/guards';
import type { Author } from './worksheets.service';

const id = ZIdParam;

export const ZWorksheetParams = z.object({ id });
export const ZQuestionParams = z.object({ id, questionId: id });
export const ZPassageParams = z.object({ id, passageId: id });

/** Staff only: students are refused (403) before anything is read. */
export const staff = authenticated(STAFF_ROLES);
/** Studio writes: a staff role and the clearsheet studio flag (free licenses get the upgrade message). */
export const studio = (flag: 'V' | 'C' | 'E' | 'D') => [staff, requires('cs_clearsheet_studio', flag)];

/** The caller as a worksheet author: services decide scope, `canAuthor` makes `canEdit` honest. */
export function authorOf(request: FastifyRequest): Author {
  const caller = callerOf(request);
  const flags = request.server.ctx.permissions.effective(caller.role, caller.licenses).cs_clearsheet_studio;
  return { ...caller, ip: request.ip, canAuthor: !!flags?.E };
}
