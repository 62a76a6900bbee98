import { ZIdParam } from '@clearsheets/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/auth/guards';
import type { Actor } from './actor';

const id = ZIdParam;

/** Route params naming a class (ids arrive as strings in the path). */
export const ZClassParams = z.object({ id });
/** A student of a class. */
export const ZClassStudentParams = z.object({ id, studentId: id });
/** A teacher of a class. */
export const ZClassTeacherParams = z.object({ id, teacherId: id });
/** One student. */
export const ZStudentParams = z.object({ id });

/** Routes hand services an Actor, so services never see the Fastify request. */
export const actorOf = (request: FastifyRequest): Actor => ({ ...callerOf(request), ip: request.ip });
