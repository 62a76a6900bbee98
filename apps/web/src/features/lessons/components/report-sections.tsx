import type { TLessonReport } from '@clearsheets/shared';
import { Box, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { interventionLabel, kindLabel, useLessonsT } from '../i18n';
import { formatAverage, recheckTexts, routeTexts } from '../lib/lesson-summary';
import { optionLabel } from '../lib/option-labels';
import { MOOD_ITEM } from '../lib/slide-items';
import { useReportT } from '../report-i18n';
import { LessonText } from './lesson-text';
import { SummarySection } from './summary-parts';
import { type SummaryColumn, SummaryTable } from './summary-table';
import { TallyTable } from './tally-table';

// The sections of one session's report: checks, standards (the closed loop), quick checks, moods and students.

type Check = TLessonReport['checks'][number];
type StandardRow = TLessonReport['standards'][number];
type Student = TLessonReport['students'][number];

const Dash = ({ label }: { label?: string }) => (
  <>
    <span aria-hidden="true">—</span>
    {label && <VisuallyHidden>{label}</VisuallyHidden>}
  </>
);

/** Per check: its kind and standard, how the class scored, and where the intervention took the students below 100. */
export function ChecksSection({
  checks,
  names,
  locale,
}: {
  checks: TLessonReport['checks'];
  names: ReadonlyMap<string, string>;
  locale: string;
}) {
  const t = useReportT();
  const l = useLessonsT();
  const routed = (c: Check, value: number) => (c.interventionKind === null ? <Dash /> : value);
  const columns: SummaryColumn<Check>[] = [
    {
      key: 'check',
      header: t('checks.check'),
      rowHeader: true,
      cell: (c) => (
        <Stack gap={0}>
          <span>
            <LessonText text={c.title || names.get(c.componentKey) || ''} />
          </span>
          {c.title && c.title.toLowerCase() !== names.get(c.componentKey)?.toLowerCase() && (
            <Text span size="xs" c="dimmed">
              {names.get(c.componentKey)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'kind', header: t('checks.kind'), cell: (c) => kindLabel(l, c.kind), nowrap: true },
    {
      key: 'standard',
      header: t('checks.standard'),
      cell: (c) => (c.standard ? <span title={c.standard.description}>{c.standard.code}</span> : <Dash />),
      nowrap: true,
    },
    { key: 'scored', header: t('checks.scored'), cell: (c) => c.scored, numeric: true },
    { key: 'average', header: t('checks.average'), cell: (c) => formatAverage(c.averageScore, locale), numeric: true },
    { key: 'at100', header: t('checks.at100'), cell: (c) => c.at100, numeric: true },
    {
      key: 'intervention',
      header: t('checks.intervention'),
      cell: (c) => (c.interventionKind === null ? <Dash /> : interventionLabel(l, c.interventionKind)),
      text: true,
    },
    { key: 'routed', header: t('checks.routed'), cell: (c) => routed(c, c.routedToIntervention), numeric: true },
    { key: 'rechecked', header: t('checks.rechecked'), cell: (c) => routed(c, c.rechecked), numeric: true },
    { key: 'moved', header: t('checks.moved'), cell: (c) => routed(c, c.movedTo100), numeric: true },
  ];
  return (
    <SummarySection title={t('checks.title')} intro={t('checks.intro')}>
      {checks.length === 0 ? (
        <Text>{t('checks.empty')}</Text>
      ) : (
        <SummaryTable caption={t('checks.caption')} columns={columns} rows={checks} rowKey={(c) => c.componentKey} />
      )}
    </SummarySection>
  );
}

/** Per standard: the checks' average, how many reached 100, how many the intervention took, and moved to 100. */
export function StandardsSection({ standards, locale }: { standards: TLessonReport['standards']; locale: string }) {
  const t = useReportT();
  const columns: SummaryColumn<StandardRow>[] = [
    {
      key: 'standard',
      header: t('standards.standard'),
      rowHeader: true,
      cell: (s) => (
        <Stack gap={0}>
          <span>{s.standard.code}</span>
          {s.standard.description && (
            <Text span size="xs" c="dimmed" fw={400}>
              {s.standard.description}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'scored', header: t('standards.scored'), cell: (s) => s.scored, numeric: true },
    {
      key: 'average',
      header: t('standards.average'),
      cell: (s) => formatAverage(s.averageScore, locale),
      numeric: true,
    },
    { key: 'at100', header: t('standards.at100'), cell: (s) => s.at100, numeric: true },
    { key: 'routed', header: t('standards.routed'), cell: (s) => s.routedToIntervention, numeric: true },
    {
      key: 'moved',
      header: t('standards.moved'),
      cell: (s) => t('standards.movedOf', { moved: s.movedTo100, routed: s.routedToIntervention }),
      numeric: true,
    },
  ];
  return (
    <SummarySection title={t('standards.title')} intro={t('standards.intro')}>
      {standards.length === 0 ? (
        <Text>{t('standards.empty')}</Text>
      ) : (
        <SummaryTable
          caption={t('standards.caption')}
          columns={columns}
          rows={standards}
          rowKey={(s) => s.standard.id}
        />
      )}
    </SummarySection>
  );
}

/** Per quick check: the answers as bars in a table (the table is the bars' text alternative), and how many were
 * right when it has a right answer. */
export function QuickChecksSection({ quickChecks }: { quickChecks: TLessonReport['quickChecks'] }) {
  const t = useReportT();
  const l = useLessonsT();
  return (
    <SummarySection title={t('quick.title')} intro={t('quick.intro')}>
      {quickChecks.length === 0 ? (
        <Text>{t('quick.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {quickChecks.map((q) => {
            const prompt = q.prompt.trim() || t('quick.untitled');
            return (
              <Stack key={q.componentKey} gap={4} className="cs-summary-tally">
                <TallyTable
                  caption={t('quick.caption', { prompt })}
                  rows={q.tally.map((o) => ({
                    key: o.value,
                    label: optionLabel(l, q.format, 'cfu', o),
                    count: o.count,
                    of: q.answered,
                  }))}
                />
                <Text size="sm" c="dimmed">
                  {t('quick.answered', { count: q.answered })}
                  {q.correct !== null && ` · ${t('quick.correct', { correct: q.correct, answered: q.answered })}`}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </SummarySection>
  );
}

/** How students felt: the moods' tally. */
export function MoodsSection({ moods }: { moods: TLessonReport['moods'] }) {
  const t = useReportT();
  const l = useLessonsT();
  const total = moods.reduce((a, m) => a + m.count, 0);
  return (
    <SummarySection title={t('moods.title')}>
      {total === 0 ? (
        <Text>{t('moods.empty')}</Text>
      ) : (
        <Box maw={560} className="cs-summary-tally">
          <TallyTable
            caption={t('moods.caption')}
            labelHeading={t('moods.mood')}
            rows={moods.map((m) => ({
              key: m.value,
              label: optionLabel(l, null, MOOD_ITEM, m),
              count: m.count,
              of: total,
            }))}
          />
        </Box>
      )}
    </SummarySection>
  );
}

/** One row per student: joined, mood, quick checks answered, each check's score, routes and re-check scores. */
export function StudentsSection({
  report,
  names,
  locale,
  actions,
}: {
  report: TLessonReport;
  names: ReadonlyMap<string, string>;
  locale: string;
  actions?: React.ReactNode;
}) {
  const t = useReportT();
  const l = useLessonsT();
  const words = {
    names,
    pathway: t('students.pathway'),
    intervention: (kind: number) => interventionLabel(l, kind),
    join: (check: string, route: string) => t('students.routeText', { check, route }),
  };
  const lines = (items: string[], none: string) =>
    items.length === 0 ? (
      <Dash label={none} />
    ) : items.length === 1 ? (
      items[0]
    ) : (
      <ul className="cs-summary-list">
        {items.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    );
  const columns: SummaryColumn<Student>[] = [
    { key: 'name', header: t('students.student'), cell: (s) => s.name, rowHeader: true },
    { key: 'joined', header: t('students.joined'), cell: (s) => (s.joined ? t('students.yes') : t('students.no')) },
    {
      key: 'mood',
      header: t('students.mood'),
      cell: (s) => (s.mood ? optionLabel(l, null, MOOD_ITEM, { value: s.mood, label: s.mood }) : <Dash />),
    },
    { key: 'quick', header: t('students.quickChecks'), cell: (s) => s.quickChecksAnswered, numeric: true },
    ...report.checks.map(
      (c): SummaryColumn<Student> => ({
        key: `check-${c.componentKey}`,
        header: names.get(c.componentKey) ?? c.title,
        cell: (s) => {
          const score = s.scores[c.componentKey];
          return score === undefined ? <Dash label={t('students.noScore')} /> : formatAverage(score, locale);
        },
        numeric: true,
      }),
    ),
    {
      key: 'routes',
      header: t('students.routes'),
      cell: (s) => lines(routeTexts(s.routes, words), t('students.noRoute')),
      text: true,
    },
    {
      key: 'recheck',
      header: t('students.recheck'),
      cell: (s) =>
        lines(
          recheckTexts(s.routes, names, (x) => formatAverage(x, locale)),
          t('students.noScore'),
        ),
      text: true,
    },
  ];
  return (
    <SummarySection title={t('students.title')} actions={actions}>
      {report.students.length === 0 ? (
        <Text>{t('students.empty')}</Text>
      ) : (
        <SummaryTable
          caption={t('students.caption')}
          columns={columns}
          rows={report.students}
          rowKey={(s) => s.id}
          cardSummary={(s) =>
            !s.joined && s.routes.length === 0 && Object.keys(s.scores).length === 0 ? t('students.notJoined') : null
          }
        />
      )}
    </SummarySection>
  );
}
