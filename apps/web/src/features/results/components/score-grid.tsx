import type { TAssignmentSummary } from '@clearsheets/shared';
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useResultsT } from '../i18n';
import type { GridCell, GridRow } from '../lib/class-grid';
import { resultPaths } from '../lib/paths';
import { PercentChip } from './percent-cell';

interface ScoreGridProps {
  assignments: TAssignmentSummary[];
  rows: GridRow[];
}

function Cell({ cell, assignmentId, studentId }: { cell: GridCell; assignmentId: number; studentId: number }) {
  const t = useResultsT();
  if (cell.kind === 'loading')
    return (
      <Text span c="dimmed">
        <span aria-hidden="true">…</span>
        <VisuallyHidden>{t('results.loading')}</VisuallyHidden>
      </Text>
    );
  if (cell.kind === 'notAssigned')
    return (
      <Text span c="dimmed">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('results.classResult.notAssigned')}</VisuallyHidden>
      </Text>
    );
  const to = resultPaths.student(assignmentId, studentId);
  if (cell.status === 'submitted' && cell.percent !== null)
    return (
      <Anchor component={Link} to={to} underline="never" className="cs-grid-link">
        <PercentChip percent={cell.percent} suffix={cell.pendingCount > 0 ? ' *' : undefined} />
        {cell.pendingCount > 0 && <VisuallyHidden>{t('results.pendingShort')}</VisuallyHidden>}
      </Anchor>
    );
  return (
    <Anchor component={Link} to={to} size="sm" c="gray.8">
      {t(`results.status.${cell.status}`)}
    </Anchor>
  );
}

/** Students x assignments: each score as a percentage in text with its colour band; a cell opens the sheet. */
export function ScoreGrid({ assignments, rows }: ScoreGridProps) {
  const t = useResultsT();
  return (
    <>
      <Group
        gap="md"
        wrap="wrap"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('results.classResult.legend')}
      >
        <li>
          <span className="cs-percent" data-band="high">
            {t('results.classResult.high')}
          </span>
        </li>
        <li>
          <span className="cs-percent" data-band="mid">
            {t('results.classResult.mid')}
          </span>
        </li>
        <li>
          <span className="cs-percent" data-band="low">
            {t('results.classResult.low')}
          </span>
        </li>
        <li>
          <Text span size="sm">
            * {t('results.pendingShort')}
          </Text>
        </li>
      </Group>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="cs-scroll" aria-label={t('results.classResult.grid')} tabIndex={0}>
        <table
          className="cs-grid mantine-Table-table"
          style={{ borderCollapse: 'collapse', background: '#fff', width: '100%' }}
        >
          <caption className="cs-results-sr">{t('results.classResult.gridCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="cs-sticky cs-grid-cell">
                {t('results.classResult.student')}
              </th>
              {assignments.map((a) => (
                <th scope="col" key={a.id} className="cs-grid-cell">
                  <Anchor component={Link} to={resultPaths.assignment(a.id)} size="sm" fw={700}>
                    {a.title}
                  </Anchor>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.studentId}>
                <th scope="row" className="cs-sticky cs-grid-cell" style={{ fontWeight: 500, textAlign: 'left' }}>
                  {row.name}
                </th>
                {row.cells.map((cell, i) => {
                  const a = assignments[i] as TAssignmentSummary;
                  return (
                    <td key={a.id} className="cs-grid-cell">
                      <Cell cell={cell} assignmentId={a.id} studentId={row.studentId} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
