import type { TMe } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { featureAccess, HOME_FEATURES } from './feature-access';

const view = { V: true, C: false, E: false, D: false };

describe('featureAccess', () => {
  it('lists the six home features in order, open when viewable', () => {
    const all = Object.fromEntries(HOME_FEATURES.map((name) => [name, view])) as TMe['permissions'];
    const access = featureAccess(all);
    expect(access.map((f) => f.permission)).toEqual([...HOME_FEATURES]);
    expect(access.every((f) => f.allowed)).toBe(true);
  });

  it('locks what the permissions do not mention', () => {
    const access = featureAccess({ teacher_quick_assignment: { V: true, C: true, E: true, D: true } });
    expect(access.filter((f) => f.allowed).map((f) => f.permission)).toEqual(['teacher_quick_assignment']);
  });

  it('leaves out a locked feature the server does not list as upgradable', () => {
    const access = featureAccess({ cs_clear_monitor: view }, ['cs_clearsheet_studio']);
    expect(access).toEqual([
      { permission: 'cs_clear_monitor', allowed: true },
      { permission: 'cs_clearsheet_studio', allowed: false },
    ]);
  });

  it('needs the view flag, not just an entry', () => {
    const access = featureAccess({ cs_clear_monitor: { V: false, C: true, E: false, D: false } });
    expect(access.find((f) => f.permission === 'cs_clear_monitor')?.allowed).toBe(false);
  });
});
