import { EventEmitter } from 'node:events';
import type { TRealtimeEvent } from '@clearsheets/shared';
import { Redis } from 'ioredis';

export type RoomHandler = (event: TRealtimeEvent) => void;
/** Leaves the room; `ready` settles once events for the room are being received (Redis: SUBSCRIBE done). */
export type Unsubscribe = (() => void) & { ready: Promise<void> };

/** Fan-out of room events: in memory for one process, Redis pub/sub across processes. */
export interface RealtimeBus {
  publish(room: string, event: TRealtimeEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(room: string, handler: RoomHandler): Unsubscribe;
  close(): Promise<void>;
}

export function createMemoryBus(): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(room, event) {
      emitter.emit(room, event);
    },
    subscribe(room, handler) {
      emitter.on(room, handler);
      return Object.assign(() => void emitter.off(room, handler), { ready: Promise.resolve() });
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export interface RedisBusOptions {
  /** Channel prefix; tests use a unique one per run. */
  prefix?: string;
  onError?: (err: unknown) => void;
}

/** One publisher and one subscriber connection; a Redis channel is subscribed only while some local
 * handler is in the room. */
export function createRedisBus(url: string, opts: RedisBusOptions = {}): RealtimeBus {
  const prefix = opts.prefix ?? 'cs:room:';
  const onError = opts.onError ?? (() => {});
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false });
  pub.on('error', onError);
  sub.on('error', onError);
  const local = createMemoryBus();
  const counts = new Map<string, number>();
  const pending = new Map<string, Promise<void>>();

  sub.on('message', (channel: string, payload: string) => {
    if (!channel.startsWith(prefix)) return;
    let event: TRealtimeEvent;
    try {
      event = JSON.parse(payload) as TRealtimeEvent;
    } catch (err) {
      onError(err);
      return;
    }
    void local.publish(channel.slice(prefix.length), event);
  });

  return {
    async publish(room, event) {
      await pub.publish(prefix + room, JSON.stringify(event));
    },
    subscribe(room, handler) {
      const off = local.subscribe(room, handler);
      const n = counts.get(room) ?? 0;
      counts.set(room, n + 1);
      if (n === 0)
        pending.set(
          room,
          sub.subscribe(prefix + room).then(
            () => {},
            (err) => onError(err),
          ),
        );
      let done = false;
      const ready = pending.get(room) ?? Promise.resolve();
      const unsubscribe = () => {
        if (done) return;
        done = true;
        off();
        const left = (counts.get(room) ?? 1) - 1;
        if (left > 0) counts.set(room, left);
        else {
          counts.delete(room);
          pending.delete(room);
          sub.unsubscribe(prefix + room).catch(onError);
        }
      };
      return Object.assign(unsubscribe, { ready });
    },
    async close() {
      await local.close();
      counts.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
