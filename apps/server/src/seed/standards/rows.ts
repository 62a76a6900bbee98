import type { Emphasis, SubjectSeed } from './types';

// Flattens the typed seed modules into table rows: positions, stable keys and the links between them.

export interface DomainRow {
  subject: string;
  grade: string;
  code: string;
  name: string;
  position: number;
}

export interface StandardRow {
  subject: string;
  grade: string;
  domainCode: string;
  code: string;
  description: string;
  stableKey: string;
  caseId: string | null;
  emphasis: Emphasis | null;
  position: number;
}

export interface BreakoutRow {
  stableKey: string;
  code: string;
  description: string;
  position: number;
}

const CODE = /^(?:K|\d{1,2})\.(\d{1,2})([A-Z]?)$/;

/** TEKS order of a student expectation code within its grade: knowledge-and-skills number, then letter. */
export function codeOrder(code: string): [number, string] {
  const m = CODE.exec(code);
  if (!m) throw new Error(`Not a TEKS student expectation code: '${code}'`);
  return [Number(m[1]), m[2] ?? ''];
}

const compareCodes = (a: string, b: string) => {
  const [ka, la] = codeOrder(a);
  const [kb, lb] = codeOrder(b);
  return ka - kb || la.localeCompare(lb);
};

/** `TX.MATH.3.4A`: never changes across revisions, so reports keyed by it survive a new edition. */
export const stableKeyOf = (stateCode: string, subjectKey: string, code: string) =>
  `${stateCode}.${subjectKey}.${code}`;

/**
 * Domains in the order the modules list them; standards positioned in TEKS order within their grade and
 * subject (so a domain's standards, and a whole grade's, read as the TEKS do); breakouts in listed order.
 */
export function flattenSeeds(stateCode: string, subjects: readonly SubjectSeed[]) {
  const domains: DomainRow[] = [];
  const standards: StandardRow[] = [];
  const breakouts: BreakoutRow[] = [];
  for (const s of subjects) {
    for (const g of s.grades) {
      const inGrade = g.domains.flatMap((d) => d.standards.map((st) => ({ domain: d.code, st })));
      const order = new Map(
        inGrade
          .map((x) => x.st.code)
          .sort(compareCodes)
          .map((code, i) => [code, i + 1]),
      );
      g.domains.forEach((d, i) => {
        domains.push({ subject: s.subject, grade: g.grade, code: d.code, name: d.name, position: i + 1 });
      });
      for (const { domain, st } of inGrade) {
        const stableKey = stableKeyOf(stateCode, s.key, st.code);
        standards.push({
          subject: s.subject,
          grade: g.grade,
          domainCode: domain,
          code: st.code,
          description: st.description,
          stableKey,
          caseId: st.caseId ?? null,
          emphasis: st.emphasis ?? null,
          position: order.get(st.code) ?? 0,
        });
        st.breakouts?.forEach((b, i) => {
          breakouts.push({ stableKey, code: b.code, description: b.description, position: i + 1 });
        });
      }
    }
  }
  return { domains, standards, breakouts };
}
