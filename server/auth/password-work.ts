// Password hashing (scrypt: about 100 ms of a core and 32 MiB per hash) is the costliest work a
// stranger can ask of the server. It runs here: one hash at a time per client address, and at most
// `slots` at once in all (half the cores), taking the waiting addresses in turn. A burst from one
// address then queues behind itself, while shoppers keep the other cores and other customers wait
// at most one turn. The queue is bounded: beyond it, 503 and "try again in a few seconds".
// In memory on purpose: it shares out this process's cores, which no other process uses.
import { availableParallelism } from 'node:os';
import { HttpError } from '../http/http-error.ts';

export interface PasswordWorkOptions {
  /** Hashes at once across addresses. */
  slots?: number;
  /** Tasks allowed to wait for a slot. */
  maxWaiting?: number;
}

const RETRY_AFTER_SECONDS = 5;

export class PasswordWork {
  readonly slots: number;
  private readonly maxWaiting: number;
  private running = 0;
  private waitingCount = 0;
  /**
   * The tasks waiting per address (also holding, with an empty queue, an address whose task runs).
   * The map's order is the turn order: an address whose task ends goes last.
   */
  private readonly queues = new Map<string, (() => void)[]>();
  private readonly busy = new Set<string>();

  constructor({
    slots = Math.max(1, Math.floor(availableParallelism() / 2)),
    maxWaiting = 100,
  }: PasswordWorkOptions = {}) {
    this.slots = slots;
    this.maxWaiting = maxWaiting;
  }

  /** Runs `task` (which hashes) in `address`'s turn. */
  run<T>(address: string, task: () => Promise<T>): Promise<T> {
    if (this.waitingCount >= this.maxWaiting) {
      return Promise.reject(
        new HttpError(503, 'The server is busy. Please try again in a few seconds.', {
          'Retry-After': String(RETRY_AFTER_SECONDS),
        }),
      );
    }
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        task()
          .then(resolve, reject)
          .finally(() => this.finish(address));
      };
      const queue = this.queues.get(address);
      if (queue) queue.push(start);
      else this.queues.set(address, [start]);
      this.waitingCount += 1;
      this.startNext();
    });
  }

  private finish(address: string): void {
    this.running -= 1;
    this.busy.delete(address);
    const queue = this.queues.get(address) ?? [];
    this.queues.delete(address);
    if (queue.length > 0) this.queues.set(address, queue);
    this.startNext();
  }

  private startNext(): void {
    for (const [address, queue] of this.queues) {
      if (this.running >= this.slots) return;
      if (this.busy.has(address)) continue;
      const start = queue.shift();
      if (!start) continue;
      this.waitingCount -= 1;
      this.running += 1;
      this.busy.add(address);
      start();
    }
  }
}
