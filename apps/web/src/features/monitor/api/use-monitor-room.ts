import { assignmentRoom, type TAttemptChanged, ZMonitorState } from '@clearsheets/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useRoom } from '../../../lib/realtime-client';
import { type MonitorView, monitorReducer } from '../lib/monitor-state';
import { fetchFigures } from './monitor-queries';

// Follows an assignment's room: the snapshot on every (re)subscribe, then each change applied by the pure
// reducer. The class figures' most common wrong answer needs the answers, which events do not carry: after
// changes it is fetched again, at most every couple of seconds.

const FIGURES_DELAY_MS = 2_000;

export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface MonitorRoom {
  view: MonitorView | null;
  connection: Connection;
  /** The server refused the room (no permission, out of scope, or no such assignment). */
  refused: boolean;
}

export interface MonitorRoomOptions {
  /** `onUpdate` hears each change, and null for each snapshot (a reconnect: anything may have changed). */
  onUpdate?: (change: TAttemptChanged | null) => void;
  /** Keep the class figures' most common wrong answers current (the grid shows them; lists do not). */
  figures?: boolean;
}

export function useMonitorRoom(assignmentId: number | null, options: MonitorRoomOptions = {}): MonitorRoom {
  const { onUpdate, figures = false } = options;
  const [view, dispatch] = useReducer(monitorReducer, null);
  const [paused, setPaused] = useState(false);
  const [refused, setRefused] = useState(false);
  /** A snapshot arrived since the socket (re)authenticated: the grid is current. */
  const [synced, setSynced] = useState(false);
  const everLive = useRef(false);
  const onUpdateRef = useRef(onUpdate);
  onUpdateRef.current = onUpdate;
  const figuresTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A student the snapshot does not know (added since): leave and join again for a fresh snapshot.
  const stale = view?.stale ?? false;
  useEffect(() => {
    if (stale) setPaused(true);
  }, [stale]);
  useEffect(() => {
    if (!paused) return;
    dispatch({ type: 'resubscribing' });
    setPaused(false);
  }, [paused]);

  const refreshFigures = useCallback(() => {
    if (figuresTimer.current || assignmentId === null) return;
    figuresTimer.current = setTimeout(() => {
      figuresTimer.current = null;
      fetchFigures(assignmentId).then(
        (figures) => dispatch({ type: 'figures', figures }),
        () => {}, // the next change or snapshot brings them
      );
    }, FIGURES_DELAY_MS);
  }, [assignmentId]);
  useEffect(
    () => () => {
      if (figuresTimer.current) clearTimeout(figuresTimer.current);
      figuresTimer.current = null;
    },
    [],
  );

  const room = assignmentId !== null && !paused ? assignmentRoom(assignmentId) : null;
  const { live } = useRoom(room, (message) => {
    if (message.type === 'snapshot') {
      const parsed = ZMonitorState.safeParse(message.state);
      if (!parsed.success) return;
      setRefused(false);
      setSynced(true);
      dispatch({ type: 'snapshot', state: parsed.data, receivedAt: Date.now() });
      onUpdateRef.current?.(null);
    } else if (message.type === 'event') {
      if (message.event.type !== 'attempt.changed') return;
      dispatch({ type: 'event', event: message.event });
      if (figures && message.event.status !== null) refreshFigures();
      onUpdateRef.current?.(message.event);
    } else if (message.code === 'forbidden' || message.code === 'bad_room') setRefused(true);
  });
  useEffect(() => {
    if (live) everLive.current = true;
    else setSynced(false);
  }, [live]);
  const connection: Connection = live && synced ? 'live' : everLive.current || synced ? 'reconnecting' : 'connecting';
  return { view, connection, refused };
}

/** The server's clock now (this clock plus the snapshot's offset), ticking every `everyMs`. */
export function useServerNow(offsetMs: number, everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now + offsetMs;
}
