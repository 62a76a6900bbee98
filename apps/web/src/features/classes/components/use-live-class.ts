import { classRoom, type TClassDetail, ZClassRoomState } from '@clearsheets/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRoom } from '../../../lib/realtime-client';
import { classKeys } from '../api/class-keys';

/** Keeps the class page's roster current: a roster event, or a (re)connect snapshot whose count differs from
 * what is on screen, refetches the class (e.g. when a co-teacher or an import adds students). */
export function useLiveClass(cls: TClassDetail): { live: boolean } {
  const queryClient = useQueryClient();
  const shown = useRef(cls.studentCount);
  shown.current = cls.studentCount;
  return useRoom(classRoom(cls.id), (message) => {
    let changed = message.type === 'event';
    if (message.type === 'snapshot') {
      const state = ZClassRoomState.safeParse(message.state);
      changed = state.success && state.data.activeStudents !== shown.current;
    }
    if (!changed) return;
    void queryClient.invalidateQueries({ queryKey: classKeys.detail(cls.id) });
    void queryClient.invalidateQueries({ queryKey: classKeys.lists() });
  });
}
