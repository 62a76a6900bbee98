import {
  lessonSessionRoom,
  type TLessonRouting,
  type TLessonSessionSummary,
  ZLessonSessionState,
} from '@clearsheets/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRoom } from '../../../lib/realtime-client';
import { lessonSessionReducer } from '../lib/session-state';
import { fetchSessionState, lessonKeys } from './lesson-queries';

// Follows a live lesson's `lesson-session:<id>` room (the teacher's and the projector's): the snapshot on every
// (re)subscribe, then each event applied by the pure reducer. Until the room's snapshot arrives, the same
// state read over HTTP fills the screen.

export type Connection = 'connecting' | 'live' | 'reconnecting';

export function useLessonSession(sessionId: number | null) {
  const [state, dispatch] = useReducer(lessonSessionReducer, null);
  const [refused, setRefused] = useState(false);
  const [synced, setSynced] = useState(false);
  const everLive = useRef(false);
  const snapshotSeen = useRef(false);
  const initial = useQuery({
    queryKey: lessonKeys.state(sessionId ?? 0),
    queryFn: ({ signal }) => fetchSessionState(sessionId ?? 0, signal),
    enabled: sessionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status,
  });
  useEffect(() => {
    if (initial.data && !snapshotSeen.current) dispatch({ type: 'snapshot', state: initial.data });
  }, [initial.data]);

  const { live } = useRoom(sessionId !== null ? lessonSessionRoom(sessionId) : null, (message) => {
    if (message.type === 'snapshot') {
      const parsed = ZLessonSessionState.safeParse(message.state);
      if (!parsed.success) return;
      snapshotSeen.current = true;
      setRefused(false);
      setSynced(true);
      dispatch({ type: 'snapshot', state: parsed.data });
    } else if (message.type === 'event') {
      const event = message.event;
      if (event.type === 'lesson.session.changed') dispatch({ type: 'changed', event });
      else if (event.type === 'lesson.activity') dispatch({ type: 'activity', event });
    } else if (message.code === 'forbidden' || message.code === 'bad_room' || message.code === 'not_found')
      setRefused(true);
  });
  useEffect(() => {
    if (live) everLive.current = true;
    else setSynced(false);
  }, [live]);

  const applySummary = useCallback((session: TLessonSessionSummary) => dispatch({ type: 'summary', session }), []);
  const applyRouting = useCallback((routing: TLessonRouting) => dispatch({ type: 'routing', routing }), []);
  const connection: Connection = live && synced ? 'live' : everLive.current || synced ? 'reconnecting' : 'connecting';
  return {
    state,
    connection,
    refused: refused && !state,
    error: state ? null : initial.error,
    retry: () => initial.refetch(),
    applySummary,
    applyRouting,
  };
}
