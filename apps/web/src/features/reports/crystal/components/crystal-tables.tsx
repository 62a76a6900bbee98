import {
  CRYSTAL_STUDENT_ORDERS,
  type TCrystalOverview,
  type TCrystalStudentOrder,
  type TScoreTotals,
} from '@clearsheets/shared';
import { Anchor, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/i18n';
import { LevelBadge } from '../../components/level-badge';
import { ReportPager } from '../../components/report-pager';
import { type ReportColumn, ReportTable } from '../../components/report-table';
import { TrendBadge } from '../../components/trend-badge';
import type { ReportFilterValues } from '../../lib/filters';
import { formatDate, formatPercent } from '../../lib/format';
import { useCrystalT } from '../i18n';
import { crystalPaths } from '../lib/crystal-paths';

const STUDENTS_PER_PAGE = 25;

/** The columns a table of standards starts with: the code (to the standard's page) and its description. */
export function useStandardColumns<T extends { id: number; code: string; description: string }>(
  filters: ReportFilterValues,
): ReportColumn<T>[] {
  const t = useCrystalT();
  return [
    {
      key: 'code',
      header: t('crystal.domain.standard'),
      rowHeader: true,
      cell: (s) => (
        <Anchor component={Link} to={crystalPaths.standard(filters, s.id)} fw={600}>
          {s.code}
        </Anchor>
      ),
    },
    { key: 'description', header: t('crystal.domain.description'), text: true, cell: (s) => s.description },
  ];
}

/** The columns every score table ends with: percent, level, scored answers. */
export function useScoreColumns<T extends TScoreTotals>(): ReportColumn<T>[] {
  const t = useCrystalT();
  return [
    { key: 'percent', header: t('crystal.students.percent'), cell: (r) => formatPercent(r.percent), numeric: true },
    {
      key: 'level',
      header: t('crystal.students.level'),
      nowrap: true,
      cell: (r) => <LevelBadge level={r.level} short />,
    },
    { key: 'items', header: t('crystal.students.answers'), cell: (r) => r.items, numeric: true },
  ];
}

type DomainRow = TCrystalOverview['domains'][number];

/** Reporting categories with the class's percent on each, each opening its summary. */
export function DomainsTable({ rows, filters }: { rows: DomainRow[]; filters: ReportFilterValues }) {
  const t = useCrystalT();
  const columns = useDomainColumns<DomainRow>(filters);
  return (
    <ReportTable
      caption={t('crystal.domains.title')}
      rows={rows}
      rowKey={(d) => d.id}
      empty={t('crystal.domains.empty')}
      columns={columns}
    />
  );
}

/** A table of students with their scores: the name (to the student's page), then percent, level and points. */
export function useStudentColumns<T extends TScoreTotals & { id: number; name: string }>(
  filters: ReportFilterValues,
): ReportColumn<T>[] {
  const t = useCrystalT();
  const score = useScoreColumns<T>();
  return [
    {
      key: 'name',
      header: t('crystal.students.student'),
      rowHeader: true,
      cell: (s) => (
        <Anchor component={Link} to={crystalPaths.student(filters, s.id)} fw={600}>
          {s.name}
        </Anchor>
      ),
    },
    ...score,
  ];
}

/** A table of reporting categories with their scores: code and name (to the category's page), then the scores. */
export function useDomainColumns<T extends TScoreTotals & { id: number; code: string; name: string }>(
  filters: ReportFilterValues,
): ReportColumn<T>[] {
  const t = useCrystalT();
  const score = useScoreColumns<T>();
  return [
    {
      key: 'domain',
      header: t('crystal.domains.domain'),
      rowHeader: true,
      cell: (d) => (
        <Anchor component={Link} to={crystalPaths.domain(filters, d.id)} fw={600}>
          {d.code}: {d.name}
        </Anchor>
      ),
    },
    ...score,
  ];
}

type AssignmentRow = TCrystalOverview['recentAssignments'][number];

export function AssignmentsTable({ rows }: { rows: AssignmentRow[] }) {
  const t = useCrystalT();
  const { i18n } = useTranslation();
  return (
    <ReportTable
      caption={t('crystal.assignments.title')}
      rows={rows}
      rowKey={(a) => a.id}
      empty={t('crystal.assignments.empty')}
      columns={[
        {
          key: 'title',
          header: t('crystal.assignments.assignment'),
          rowHeader: true,
          cell: (a) => (
            <Anchor component={Link} to={crystalPaths.assignment(a.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {a.title}
            </Anchor>
          ),
        },
        {
          key: 'starts',
          header: t('crystal.assignments.starts'),
          nowrap: true,
          cell: (a) => formatDate(a.startsAt, i18n.language),
        },
        {
          key: 'due',
          header: t('crystal.assignments.due'),
          nowrap: true,
          cell: (a) => formatDate(a.dueAt, i18n.language),
        },
        {
          key: 'submitted',
          header: t('crystal.assignments.submitted'),
          numeric: true,
          cell: (a) => t('crystal.assignments.submittedOf', { submitted: a.submitted, assigned: a.assigned }),
        },
        { key: 'pending', header: t('crystal.assignments.waiting'), numeric: true, cell: (a) => a.pending },
        {
          key: 'percent',
          header: t('crystal.assignments.percent'),
          numeric: true,
          cell: (a) => formatPercent(a.percent),
        },
      ]}
    />
  );
}

type StudentRow = TCrystalOverview['students'][number];

/** Every listed student with percent, level and trend, 25 to a page, each opening their detail. */
export function StudentsTable({ rows, filters }: { rows: StudentRow[]; filters: ReportFilterValues }) {
  const t = useCrystalT();
  const studentColumns = useStudentColumns<StudentRow>(filters);
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / STUDENTS_PER_PAGE));
  const current = Math.min(page, pages);
  return (
    <>
      <ReportTable
        caption={t('crystal.students.title')}
        rows={rows}
        page={{ number: current, size: STUDENTS_PER_PAGE }}
        rowKey={(s) => s.id}
        columns={[
          ...studentColumns,
          {
            key: 'trend',
            header: t('crystal.students.trend'),
            nowrap: true,
            cell: (s) => <TrendBadge trend={s.trend} />,
          },
        ]}
      />
      <ReportPager
        total={rows.length}
        page={current}
        pageSize={STUDENTS_PER_PAGE}
        onChange={setPage}
        list={t('crystal.students.list')}
      />
    </>
  );
}

/** How the student list is ordered: kept per user, so the list opens the same way next time. */
export function StudentOrderSelect({
  value,
  onChange,
}: {
  value: TCrystalStudentOrder;
  onChange: (order: TCrystalStudentOrder) => void;
}) {
  const t = useCrystalT();
  return (
    <Select
      label={t('crystal.students.order')}
      value={value}
      onChange={(raw) => {
        const order = CRYSTAL_STUDENT_ORDERS.find((o) => o === raw);
        if (order) onChange(order);
      }}
      data={CRYSTAL_STUDENT_ORDERS.map((o) => ({ value: o, label: t(`crystal.students.orders.${o}`) }))}
      allowDeselect={false}
      maw={280}
    />
  );
}

/** A small dimmed line under a section's title. */
export const SectionNote = ({ children }: { children: string }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);
