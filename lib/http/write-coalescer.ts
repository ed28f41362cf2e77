/** What became of one request of a group: its result, or the error it alone was refused with. */
export type GroupOutcome<R> = { result: R } | { error: unknown };

export interface CoalescedWrites<T, R> {
  /** Stores one request on its own: the path it takes when nothing else is waiting. */
  runOne: (item: T) => Promise<R>;
  /** Stores several requests together (one transaction): one outcome per item, in order. */
  runMany: (items: readonly T[]) => Promise<GroupOutcome<R>[]>;
  /** The most requests stored together. */
  maxGroupSize: number;
}

interface Waiter<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for one kind of write, per key (a business): a request that arrives while a write of its key is being
 * stored waits, and the requests that waited meanwhile are stored together by the next write, in one transaction,
 * as a batch stores its items. A request that finds nothing under way is stored at once, on its own, so a quiet
 * business's write takes its usual path and waits for nothing; a busy one's writes share their round trips, commits
 * and statements. One write of a key is under way at a time: a business's writes lock the same ledger roll-up rows,
 * so two at once would only queue in the database. Each request still gets its own outcome.
 *
 * Should a group fail as a whole (not one request's refusal, which is that request's outcome), each of its requests
 * is stored again on its own, so no request fails for another's sake.
 */
export class WriteCoalescer<T, R> {
  /** Per key with a write under way: the requests waiting for the next one. */
  private readonly waiting = new Map<string, Waiter<T, R>[]>();

  constructor(private readonly writes: CoalescedWrites<T, R>) {}

  submit(key: string, item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const waiter = { item, resolve, reject };
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push(waiter);
        return;
      }
      this.waiting.set(key, []);
      void this.drain(key, [waiter]);
    });
  }

  /** Stores `first`, then the requests that arrived meanwhile, a group at a time, until none is waiting. */
  private async drain(key: string, first: Waiter<T, R>[]): Promise<void> {
    for (
      let group = first;
      group.length > 0;
      group = this.waiting.get(key)!.splice(0, this.writes.maxGroupSize)
    ) {
      if (group.length === 1) await this.runAlone(group[0]!);
      else await this.runTogether(group);
    }
    this.waiting.delete(key);
  }

  private async runAlone(waiter: Waiter<T, R>): Promise<void> {
    try {
      waiter.resolve(await this.writes.runOne(waiter.item));
    } catch (error) {
      waiter.reject(error);
    }
  }

  private async runTogether(group: readonly Waiter<T, R>[]): Promise<void> {
    let outcomes: GroupOutcome<R>[];
    try {
      outcomes = await this.writes.runMany(group.map((waiter) => waiter.item));
    } catch {
      for (const waiter of group) await this.runAlone(waiter);
      return;
    }
    group.forEach((waiter, index) => {
      const outcome = outcomes[index];
      if (outcome && "result" in outcome) waiter.resolve(outcome.result);
      else waiter.reject(outcome ? outcome.error : new Error("The group gave this request no outcome."));
    });
  }
}
