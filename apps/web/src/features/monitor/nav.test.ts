import { describe, expect, it } from 'vitest';
import { monitorNavItems } from './nav';

const label = (key: string) => key;
const view = { V: true, C: false, E: true, D: false };

describe('monitorNavItems', () => {
  it('is listed plainly when the permissions /me sent include the monitor', () => {
    expect(monitorNavItems('Teacher', { cs_clear_monitor: view }, label)).toEqual([
      expect.objectContaining({ to: '/teacher/clearmonitor', locked: false }),
    ]);
  });

  it('is listed locked when they do not (a free license), so the page can say how to get it', () => {
    expect(monitorNavItems('Teacher', { teacher_quick_assignment: view }, label)).toEqual([
      expect.objectContaining({ to: '/teacher/clearmonitor', locked: true }),
    ]);
  });

  it('is not shown locked before /me has answered', () => {
    expect(monitorNavItems('Teacher', undefined, label)[0]?.locked).toBe(false);
  });

  it('is not offered to students', () => {
    expect(monitorNavItems('Student', {}, label)).toEqual([]);
  });
});
