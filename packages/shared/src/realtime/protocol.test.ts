import { describe, expect, it } from 'vitest';
import { encodeMessage, parseClientMessage, parseRoom, parseServerMessage } from './protocol';

describe('realtime protocol', () => {
  it('parses valid client messages', () => {
    expect(parseClientMessage('{"v":1,"type":"subscribe","room":"class:5"}')).toEqual({
      v: 1,
      type: 'subscribe',
      room: 'class:5',
    });
    expect(parseClientMessage(encodeMessage({ type: 'auth', token: 'abc' }))).toMatchObject({ type: 'auth' });
    expect(parseClientMessage(encodeMessage({ type: 'ping' }))).toMatchObject({ type: 'ping' });
  });

  it('refuses invalid JSON, unknown types, missing fields and a wrong version', () => {
    expect(parseClientMessage('not json')).toBeNull();
    expect(parseClientMessage('{"v":1,"type":"shout"}')).toBeNull();
    expect(parseClientMessage('{"v":1,"type":"subscribe"}')).toBeNull();
    expect(parseClientMessage('{"v":2,"type":"ping"}')).toBeNull();
    expect(parseClientMessage('{"type":"ping"}')).toBeNull();
  });

  it('parses server messages with events', () => {
    const raw = encodeMessage({
      type: 'event',
      room: 'class:1',
      event: { type: 'class.roster.changed', classId: 1, activeStudents: 3, at: new Date(0).toISOString() },
    });
    expect(parseServerMessage(raw)).toMatchObject({ type: 'event', event: { activeStudents: 3 } });
    expect(parseServerMessage('{"v":1,"type":"event","room":"class:1","event":{"type":"other"}}')).toBeNull();
  });

  it('parses rooms', () => {
    expect(parseRoom('class:42')).toEqual({ kind: 'class', id: 42 });
    expect(parseRoom('lesson-session:7')).toEqual({ kind: 'lesson-session', id: 7 });
    for (const bad of ['class:', 'class:0', 'class:01', 'class:-1', 'class:1x', 'school:1', 'class:99999999999', ''])
      expect(parseRoom(bad)).toBeNull();
  });
});
