import { describe, expect, it } from 'vitest';
import {
  backPath,
  checkNames,
  formatAverage,
  listQuery,
  pageParam,
  recheckTexts,
  routeTexts,
  sessionStatus,
  showTeacherColumn,
  summaryPaths,
} from './lesson-summary';

const KINDS: Record<number, string> = { 5: 'Checkpoint', 6: 'Exit ticket', 8: 'Warm up' };
const kindName = (k: number) => KINDS[k] ?? `Kind ${k}`;
const INTERVENTIONS: Record<number, string> = { 0: 'None', 1: 'Video solution', 3: 'Group instruction' };

describe('the lesson summary addresses', () => {
  it('builds list and report addresses with their query', () => {
    expect(summaryPaths.list('clear')).toBe('/teacher/lessonsummary');
    expect(summaryPaths.list('my', { page: 2 })).toBe('/teacher/mylessonsummary?page=2');
    expect(summaryPaths.list('class', { classId: 7, page: 1 })).toBe('/teacher/classlessonresult?classId=7');
    expect(summaryPaths.list('school', { schoolId: null })).toBe('/teacher/schoollessondetails');
    expect(summaryPaths.report('clear', 12)).toBe('/teacher/lessonsummary/report?session=12');
    expect(summaryPaths.report('my', 12, '/teacher/mylessonsummary')).toBe(
      '/teacher/mylessonsummary/report?session=12',
    );
    expect(summaryPaths.report('clear', 3, '/teacher/classlessonresult?classId=7')).toBe(
      '/teacher/lessonsummary/report?session=3&back=%2Fteacher%2Fclasslessonresult%3FclassId%3D7',
    );
    expect(summaryPaths.csv(3)).toBe('/api/v1/lessons/reports/sessions/3/report.csv');
  });

  it('leads a report back only to a summary list, keeping its ids, else to its kind’s list', () => {
    expect(backPath('/teacher/classlessonresult?classId=7&page=2', 'clear')).toEqual({
      to: '/teacher/classlessonresult?classId=7&page=2',
      view: 'class',
    });
    expect(backPath('/teacher/schoollessondetails?schoolId=x&evil=1', 'my')).toEqual({
      to: '/teacher/schoollessondetails',
      view: 'school',
    });
    for (const bad of [null, '', '//evil.example', 'https://evil.example/teacher/lessonsummary', '/teacher/staff'])
      expect(backPath(bad, 'my')).toEqual({ to: '/teacher/mylessonsummary', view: 'my' });
  });

  it('reads a page number, 1 when it is not one', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('2x')).toBe(1);
  });
});

describe('the list request', () => {
  it('asks for the kind on the own lists, the class or school chosen elsewhere', () => {
    expect(listQuery('clear', { classId: null, schoolId: null, page: 1 }, 25)).toEqual({
      page: '1',
      pageSize: '25',
      kind: 'clear',
    });
    expect(listQuery('my', { classId: 4, schoolId: 9, page: 2 }, 25)).toEqual({
      page: '2',
      pageSize: '25',
      kind: 'my',
      classId: '4',
    });
    expect(listQuery('class', { classId: 4, schoolId: null, page: 1 }, 25)).toMatchObject({ classId: '4' });
    expect(listQuery('school', { classId: 4, schoolId: 9, page: 1 }, 25)).toEqual({
      page: '1',
      pageSize: '25',
      schoolId: '9',
    });
  });

  it('shows the teacher column where sessions of others can be listed', () => {
    const row = (teacher: string) => ({ teacher }) as never;
    expect(showTeacherColumn('clear', [row('Ana Ruiz')], 'Ana Ruiz')).toBe(false);
    expect(showTeacherColumn('my', [row('Ana Ruiz'), row('Bo Lee')], 'Ana Ruiz')).toBe(true);
    expect(showTeacherColumn('class', [row('Ana Ruiz')], 'Ana Ruiz')).toBe(true);
    expect(showTeacherColumn('school', [], null)).toBe(true);
  });
});

describe('the words of a report', () => {
  it('says complete once marked so, else the live status', () => {
    expect(sessionStatus({ status: 'ended', completedAt: '2025-03-04T10:00:00Z' })).toBe('complete');
    expect(sessionStatus({ status: 'ended', completedAt: null })).toBe('ended');
    expect(sessionStatus({ status: 'live', completedAt: null })).toBe('live');
  });

  it('formats averages with one decimal at most, a dash for none', () => {
    expect(formatAverage(66.666)).toBe('66.7');
    expect(formatAverage(100)).toBe('100');
    expect(formatAverage(null)).toBe('—');
    expect(formatAverage(Number.NaN)).toBe('—');
    expect(formatAverage(1234.5, 'es-US')).toBe('1,234.5');
  });

  it('names checks by kind, numbered when a kind repeats', () => {
    const names = checkNames(
      [
        { componentKey: 'warm', kind: 8 },
        { componentKey: 'cp1', kind: 5 },
        { componentKey: 'cp2', kind: 5 },
        { componentKey: 'exit', kind: 6 },
      ],
      kindName,
    );
    expect([...names.entries()]).toEqual([
      ['warm', 'Warm up'],
      ['cp1', 'Checkpoint 1'],
      ['cp2', 'Checkpoint 2'],
      ['exit', 'Exit ticket'],
    ]);
  });

  it('writes routes as "check: route" and re-check scores of the routes re-checked', () => {
    const names = new Map([
      ['cp', 'Checkpoint'],
      ['exit', 'Exit ticket'],
    ]);
    const route = (
      componentKey: string,
      r: 'pathway' | 'intervention',
      interventionKind: number,
      re: number | null,
    ) => ({
      componentKey,
      standardId: null,
      score: 50,
      route: r,
      interventionKind,
      overridden: false,
      recheckScore: re,
    });
    const routes = [
      route('cp', 'pathway', 0, null),
      route('exit', 'intervention', 3, 100),
      route('gone', 'intervention', 1, null),
    ];
    expect(
      routeTexts(routes, {
        names,
        pathway: 'Pathway',
        intervention: (k) => INTERVENTIONS[k] ?? '',
        join: (check, r) => `${check}: ${r}`,
      }),
    ).toEqual(['Checkpoint: Pathway', 'Exit ticket: Group instruction', 'gone: Video solution']);
    expect(recheckTexts(routes, names, (s) => formatAverage(s))).toEqual(['Exit ticket: 100']);
  });
});
