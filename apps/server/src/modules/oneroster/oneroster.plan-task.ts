import type { TImportProblem } from '@clearsheets/shared';
import { keptProblems } from '../imports';
import type { DbState } from './oneroster.plan';
import { type ImportOptions, Planner, planClasses, planOrgs, planSessionsAndCourses } from './oneroster.plan';
import { type BulkScope, coveredSchoolIds, hasBulkRemovals, planBulkRemovals } from './oneroster.plan-bulk';
import { checkClassCaps, planEnrollments } from './oneroster.plan-enrollments';
import { type SendPart, sendPlan } from './oneroster.plan-parts';
import { planUsers } from './oneroster.plan-users';
import type { BundleRefs } from './oneroster.repository';
import type { Bundle } from './oneroster-csv';
import { derivedUsernameBase, ONEROSTER_USERNAME, oldColumnProblems } from './oneroster-vocab';

// The two halves of a OneRoster import that read the bundle's rows, run in a parse thread (oneroster.parse-task.ts):
// the request thread only ever sees their compact results and the plan's parts (one at a time, as it writes
// them), never the district's tables. Between the two it looks the district's records up (planning needs them).

/** What the request thread needs before planning: the file and column problems, else the keys to look up. */
export interface BundleSummary {
  problems: TImportProblem[];
  refs: BundleRefs;
  totalRows: number;
  version: string | null;
}

/** The plan sent (its parts went to the writer; its warnings come last), or the problems that refuse the
 * bundle (with its warnings), or the schools whose imported records a bulk set needs before it is planned. */
export type PlanReply =
  | { sent: { warnings: TImportProblem[] } }
  | { refused: TImportProblem[] }
  | { scopeFor: number[] };

const unique = (xs: string[]) => [...new Set(xs)];

/** The district records a bundle names: by sourcedId, username, email and derived username base. */
function refsOf(bundle: Bundle): BundleRefs {
  const { users, classes, enrollments } = bundle.tables;
  const col = (t: typeof users, name: string, lower = false) =>
    t ? t.rows.map((_, i) => (lower ? t.get(i, name).toLowerCase() : t.get(i, name))).filter(Boolean) : [];
  const emails = col(users, 'email', true);
  // Usernames that cannot sign in here get a derived one: the accounts holding it (or it with "-N") matter.
  const derivedBases = users
    ? users.rows.flatMap((_, i) => {
        const raw = users.get(i, 'username');
        return raw && !ONEROSTER_USERNAME.test(raw.toLowerCase())
          ? [derivedUsernameBase(raw, users.get(i, 'sourcedId'))]
          : [];
      })
    : [];
  return {
    userSourcedIds: unique([...col(users, 'sourcedId'), ...col(enrollments, 'userSourcedId')]),
    classSourcedIds: unique([...col(classes, 'sourcedId'), ...col(enrollments, 'classSourcedId')]),
    usernames: unique([...col(users, 'username', true), ...emails]),
    emails: unique(emails),
    derivedBases: unique(derivedBases),
  };
}

/** Missing files and columns first: reference checks against a missing file would only add noise. */
export function summarizeBundle(bundle: Bundle): BundleSummary {
  const problems = keptProblems([...bundle.problems, ...oldColumnProblems(bundle.tables)]);
  const none = { userSourcedIds: [], classSourcedIds: [], usernames: [], emails: [], derivedBases: [] };
  return {
    problems,
    refs: problems.length ? none : refsOf(bundle),
    totalRows: bundle.totalRows,
    version: bundle.version,
  };
}

/** Validates and plans the bundle against the district's records, then sends the plan to the writer in
 * parts; a bulk set asks for its scope first. */
export async function planBundle(
  bundle: Bundle,
  db: DbState,
  options: ImportOptions,
  send: SendPart,
  scope?: BulkScope,
): Promise<PlanReply> {
  const planner = new Planner(bundle, db, options);
  planOrgs(planner);
  planSessionsAndCourses(planner);
  planClasses(planner);
  planUsers(planner);
  planEnrollments(planner);
  if (hasBulkRemovals(planner)) {
    if (!scope) return { scopeFor: coveredSchoolIds(planner) };
    planBulkRemovals(planner, scope);
  }
  checkClassCaps(planner);
  const { plan } = planner;
  // Only what is kept crosses back: a bundle with a problem on each of its rows stays a short reply.
  if (plan.problems.length) return { refused: keptProblems([...plan.problems, ...plan.warnings]) };
  await sendPlan(plan, db, send);
  return { sent: { warnings: keptProblems(plan.warnings) } };
}
