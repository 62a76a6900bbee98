import { z } from 'zod';
import { PIPELINE_STATUSES } from '../enums';
import { ZId } from './ids';

/** A school as a district or school leader sees it on their home page. */
export const ZSchoolSummary = z.object({
  id: ZId,
  name: z.string(),
  teachers: z.number().int(),
  students: z.number().int(),
});
export const ZDistrictOverview = z.object({
  district: z.object({
    id: ZId,
    name: z.string(),
    pipelineStatus: z.number().int().min(1).max(6),
  }),
  schools: z.array(ZSchoolSummary),
});
export type TDistrictOverview = z.infer<typeof ZDistrictOverview>;
export const PIPELINE_STATUS_LABELS: Record<number, string> = {
  [PIPELINE_STATUSES.prospect]: 'Prospect',
  [PIPELINE_STATUSES.staging]: 'Staging',
  [PIPELINE_STATUSES.opportunity]: 'Opportunity',
  [PIPELINE_STATUSES.customer]: 'Customer',
  [PIPELINE_STATUSES.pilot]: 'Pilot',
  [PIPELINE_STATUSES.houseDemo]: 'House demo',
};
