import { MONITOR_CELL_STATUSES, monitorCellStatus, type TMonitorStudent } from '@clearsheets/shared';
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { memo, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { type MonitorT, useMonitorT } from '../i18n';
import { figuresOf, isIdle, type MonitorView, rowsOf, shownName } from '../lib/monitor-state';
import { formatPercent, formatScore, monitorPaths } from '../lib/paths';
import { useGridScroll } from '../lib/use-grid-scroll';
import { GridScrollBar } from './grid-scroll-bar';
import { CellIcon } from './icons';

interface MonitorGridProps {
  view: MonitorView;
  hideNames: boolean;
  idleMs: number;
  /** The server's clock now (ticks), for the idle badges. */
  serverNow: number;
}

/** What each cell means: glyph and word, in the grid's order of progress. */
export function CellLegend() {
  const t = useMonitorT();
  return (
    <Group component="ul" gap="xs" p={0} m={0} className="cs-mon-legend" aria-label={t('monitor.grid.legend')}>
      {MONITOR_CELL_STATUSES.map((status) => (
        <li key={status} className="cs-mon-legend-item" data-status={status}>
          <CellIcon status={status} />
          <span>{t(`monitor.cell.${status}`)}</span>
        </li>
      ))}
    </Group>
  );
}

function idleLabel(t: MonitorT, student: TMonitorStudent, serverNow: number) {
  const seconds = Math.max(0, Math.round((serverNow - Date.parse(student.lastActivityAt ?? '')) / 1000));
  return seconds < 120
    ? t('monitor.grid.idleSeconds', { seconds })
    : t('monitor.grid.idleTitle', { minutes: Math.floor(seconds / 60) });
}

interface RowProps {
  student: TMonitorStudent;
  questionIds: number[];
  assignmentId: number;
  hideNames: boolean;
  idle: boolean;
  idleText: string | null;
  t: MonitorT;
}

/** One student's row; re-renders only when the student, the name mode or the idle state changes. */
const StudentRow = memo(function StudentRow({
  student,
  questionIds,
  assignmentId,
  hideNames,
  idle,
  idleText,
  t,
}: RowProps) {
  const name = shownName(student, hideNames);
  return (
    <tr data-idle={idle || undefined} data-student={student.id}>
      <th scope="row" className="cs-mon-sticky cs-mon-name">
        <Anchor
          component={Link}
          to={monitorPaths.sheet(assignmentId, student.id)}
          fw={600}
          size="sm"
          aria-label={t('monitor.grid.openSheet', { name })}
        >
          {name}
        </Anchor>
        <Group gap={4} mt={2} wrap="wrap">
          {student.status === 'submitted' && (
            <span className="cs-mon-tag" data-tag="submitted">
              {t('monitor.grid.submitted')}
            </span>
          )}
          {idle && (
            <span className="cs-mon-tag cs-mon-idle" data-tag="idle" title={idleText ?? undefined}>
              {t('monitor.grid.idle')}
              {idleText && <VisuallyHidden>: {idleText}</VisuallyHidden>}
            </span>
          )}
        </Group>
      </th>
      <td className="cs-mon-num">
        {t('monitor.grid.answeredOf', { count: student.answeredCount, total: questionIds.length })}
      </td>
      <td className="cs-mon-num">
        {student.status === 'not_started'
          ? t('monitor.none')
          : t('monitor.grid.scoreOf', { score: formatScore(student.score), max: formatScore(student.maxScore) })}
      </td>
      {questionIds.map((questionId) => {
        const status = monitorCellStatus(student, questionId);
        const current = student.status === 'in_progress' && student.currentQuestionId === questionId;
        const label = t(`monitor.cell.${status}`);
        return (
          <td
            key={questionId}
            className="cs-mon-cell"
            data-status={status}
            data-current={current || undefined}
            title={current ? `${label} · ${t('monitor.grid.current')}` : label}
          >
            <CellIcon status={status} />
            <VisuallyHidden>
              {current && status !== 'answering' ? `${label}, ${t('monitor.grid.current')}` : label}
            </VisuallyHidden>
          </td>
        );
      })}
    </tr>
  );
});

/** Students by questions: each cell coloured and labelled, the current question outlined, idle students badged. */
export function MonitorGrid({ view, hideNames, idleMs, serverNow }: MonitorGridProps) {
  const t = useMonitorT();
  const { state } = view;
  const questionIds = useMemo(() => state.questions.map((q) => Number(q.id)), [state.questions]);
  const figures = figuresOf(state);
  const region = useRef<HTMLElement>(null);
  const scroll = useGridScroll(region, `${questionIds.length}:${state.students.length > 0}`);
  if (state.students.length === 0) return <Text c="dimmed">{t('monitor.grid.empty')}</Text>;
  return (
    <div className="cs-mon-grid-frame">
      <GridScrollBar region={region} scroll={scroll} />
      {/* The edges say there is more: a shadow beside the student column and a fade at the right. */}
      <div
        className="cs-mon-scroll-wrap"
        data-more-before={scroll.moreBefore || undefined}
        data-more-after={scroll.moreAfter || undefined}
      >
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section ref={region} className="cs-mon-scroll" aria-label={t('monitor.grid.region')} tabIndex={0}>
          <table className="cs-mon-grid">
            <caption className="cs-mon-sr">{t('monitor.grid.caption')}</caption>
            <thead>
              <tr>
                <th scope="col" className="cs-mon-sticky">
                  {t('monitor.grid.student')}
                </th>
                <th scope="col">{t('monitor.grid.progress')}</th>
                <th scope="col">{t('monitor.grid.score')}</th>
                {questionIds.map((id, i) => {
                  const share = figures[i]?.share ?? null;
                  return (
                    <th scope="col" key={id} className="cs-mon-qhead" data-question={i + 1}>
                      <span aria-hidden="true">{t('monitor.grid.questionShort', { number: i + 1 })}</span>
                      <VisuallyHidden>{t('monitor.grid.question', { number: i + 1 })}</VisuallyHidden>
                      {share !== null && (
                        <span className="cs-mon-share">
                          <span aria-hidden="true">{formatPercent(share)}</span>
                          <VisuallyHidden>
                            , {t('monitor.grid.shareCorrect', { percent: formatPercent(share) })}
                          </VisuallyHidden>
                        </span>
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rowsOf(state, hideNames).map((student) => {
                const idle = isIdle(student, serverNow, idleMs);
                return (
                  <StudentRow
                    key={student.id}
                    student={student}
                    questionIds={questionIds}
                    assignmentId={state.assignmentId}
                    hideNames={hideNames}
                    idle={idle}
                    idleText={idle ? idleLabel(t, student, serverNow) : null}
                    t={t}
                  />
                );
              })}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
