import type { Scenario } from '../support/types';
import { arcadeScenario } from './arcade.bench';
import { authScenario } from './auth.bench';
import { eightOclockScenario } from './eight-oclock.bench';
import { firstLoadScenario } from './first-load.bench';
import { importIsolationScenario } from './import-isolation.bench';
import { lessonFanoutScenario } from './lesson-fanout.bench';
import { monitorFanoutScenario } from './monitor-fanout.bench';
import { reportsScenario } from './reports.bench';
import { rosterImportScenario } from './roster-import.bench';
import { signupJourneyScenario } from './signup-journey.bench';
import { webhookReplayScenario } from './webhook-replay.bench';

/** Run order for `npm run bench`; a new scenario is a new *.bench.ts file added here. */
export const scenarios: Scenario[] = [
  authScenario,
  rosterImportScenario,
  importIsolationScenario,
  eightOclockScenario,
  monitorFanoutScenario,
  lessonFanoutScenario,
  signupJourneyScenario,
  webhookReplayScenario,
  reportsScenario,
  arcadeScenario,
  firstLoadScenario,
];
