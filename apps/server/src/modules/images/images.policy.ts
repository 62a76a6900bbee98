import type { Caller } from '../../platform/auth/access-tokens';
import { definePolicy } from '../../platform/auth/policy-rules';

// The images policy (docs/decisions/0025): who uploads pictures for questions and lessons.

/** What the rule needs: whether the caller holds the studio's create flag (cs_clearsheet_studio C). */
export interface ImageFacts {
  studioCreate: boolean;
}

/** Why: teachers always picture their own questions and lessons; other staff need the studio's create flag. */
export const imagePolicy = definePolicy({
  upload: (caller: Caller, facts: ImageFacts) => caller.role === 'Teacher' || facts.studioCreate,
});
export type ImageAction = (typeof imagePolicy.actions)[number];
export const { can } = imagePolicy;

/** Whether the studio flag decides at all (so a teacher is never refused for lacking it). */
export const needsStudioFlag = (caller: Caller): boolean => !can(caller, 'upload', { studioCreate: false });
