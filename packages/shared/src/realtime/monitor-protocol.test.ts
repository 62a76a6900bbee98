import { describe, expect, it } from 'vitest';
import {
  encodeMessage,
  monitorCellStatus,
  parseRoom,
  parseServerMessage,
  type TMonitorState,
  ZMonitorAssignmentList,
  ZMonitorState,
} from './protocol';

// The Clear Monitor's messages: the `assignment:<id>` room, its `attempt.changed` events and its snapshot.

const at = '2030-01-01T08:00:00.000Z';
const change = {
  type: 'attempt.changed',
  assignmentId: 7,
  attemptId: 70,
  studentId: 3,
  questionId: 11,
  status: 'partial',
  attemptStatus: 'in_progress',
  answeredCount: 2,
  score: 1.5,
  at,
} as const;

const state: TMonitorState = {
  assignmentId: 7,
  title: 'Fractions',
  maxScore: 4,
  feedbackOption: 2,
  dueAt: null,
  serverTime: at,
  questions: [{ id: 11, answerType: 1, prompt: '3 x 4?' }],
  students: [
    {
      id: 3,
      name: 'Ava Lee',
      pseudonym: 'Brave Otter',
      attemptId: 70,
      status: 'in_progress',
      currentQuestionId: 12,
      answeredCount: 1,
      score: 1.5,
      maxScore: 4,
      lastActivityAt: at,
      responses: { '11': 'partial' },
    },
  ],
  figures: [{ questionId: 11, scored: 1, correct: 0, commonWrong: { answer: '7', count: 1 } }],
};

describe('Clear Monitor protocol', () => {
  it('names the room of an assignment', () => {
    expect(parseRoom('assignment:7')).toEqual({ kind: 'assignment', id: 7 });
  });

  it('carries attempt changes with and without the student activity time', () => {
    const withActivity = parseServerMessage(
      encodeMessage({ type: 'event', room: 'assignment:7', event: { ...change, lastActivityAt: at } }),
    );
    expect(withActivity).toMatchObject({ type: 'event', event: { status: 'partial', lastActivityAt: at } });
    const grade = parseServerMessage(encodeMessage({ type: 'event', room: 'assignment:7', event: change }));
    expect(grade?.type === 'event' && grade.event.type === 'attempt.changed' && grade.event.lastActivityAt).toBe(
      undefined,
    );
    const bad = { ...change, status: 'answering' };
    expect(parseServerMessage(JSON.stringify({ v: 1, type: 'event', room: 'assignment:7', event: bad }))).toBeNull();
  });

  it('parses the snapshot state and refuses a malformed one', () => {
    const message = parseServerMessage(encodeMessage({ type: 'snapshot', room: 'assignment:7', state }));
    expect(message?.type).toBe('snapshot');
    expect(ZMonitorState.parse(message?.type === 'snapshot' ? message.state : null)).toEqual(state);
    const wrongCell = { ...state, students: [{ ...state.students[0], responses: { '11': 'maybe' } }] };
    expect(ZMonitorState.safeParse(wrongCell).success).toBe(false);
    expect(ZMonitorState.safeParse({ ...state, serverTime: undefined }).success).toBe(false);
  });

  it('parses the active assignment list', () => {
    const list = {
      items: [
        {
          id: 7,
          title: 'Fractions',
          classes: [{ id: 2, name: 'Grade 5 Math' }],
          teacher: { id: 9, name: 'Ana Garcia' },
          questionCount: 10,
          startsAt: at,
          dueAt: null,
          assigned: 30,
          notStarted: 10,
          inProgress: 15,
          submitted: 5,
          lastActivityAt: at,
        },
      ],
      total: 1,
    };
    expect(ZMonitorAssignmentList.parse(list)).toEqual(list);
  });

  it('derives each cell: the saved status, else answering where the student is, else not started', () => {
    const ava = state.students[0]!;
    expect(monitorCellStatus(ava, 11)).toBe('partial');
    expect(monitorCellStatus(ava, 12)).toBe('answering');
    expect(monitorCellStatus(ava, 13)).toBe('not_started');
    expect(monitorCellStatus({ ...ava, status: 'submitted' }, 12)).toBe('not_started');
    expect(monitorCellStatus({ ...ava, responses: { '12': 'pending' } }, 12)).toBe('pending');
  });
});
