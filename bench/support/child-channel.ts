import type { ChildProcess } from 'node:child_process';
import { forkTsx } from './fork-tsx';

// Request and reply over IPC with a bench module running as a process of its own (a load generator, so its
// CPU and event loop are not the server's). The child answers with serveRequests below; each request carries an
// id and gets exactly one reply, `{ id, ok: true, value }` or `{ id, ok: false, error }`.

type Reply<T> = { id: number; ok: true; value: T } | { id: number; ok: false; error: string };

export class ChildChannel<Request extends { type: string }> {
  private next = 1;
  private readonly waiting = new Map<number, (reply: Reply<unknown>) => void>();
  private constructor(
    private readonly child: ChildProcess,
    /** The child's process id, printed by the benches that must show where their load ran. */
    readonly pid: number,
  ) {
    child.on('message', (reply: Reply<unknown> | { ready: number }) => {
      if (!('id' in reply)) return;
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  static async start<Request extends { type: string }>(entry: string, env: Record<string, string> = {}) {
    const child = forkTsx(entry, env);
    const pid = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${entry} exited with ${code} before it was ready`)));
      child.once('message', (m: { ready?: number }) => m.ready && resolve(m.ready));
    });
    return new ChildChannel<Request>(child, pid);
  }

  request<T>(message: Request): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, (reply) => (reply.ok ? resolve(reply.value as T) : reject(new Error(reply.error))));
      this.child.send({ ...message, id });
    });
  }

  async quit() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

/** The child's side: answers each request with what `handle` resolves to, and says it is ready. */
export function serveRequests<Request extends { type: string }>(handle: (request: Request) => Promise<unknown>) {
  process.on('message', (m: Request & { id: number }) => {
    handle(m).then(
      (value) => process.send?.({ id: m.id, ok: true, value }),
      (error: unknown) => process.send?.({ id: m.id, ok: false, error: String(error) }),
    );
  });
  process.on('SIGTERM', () => process.exit(0));
  process.send?.({ ready: process.pid });
}
