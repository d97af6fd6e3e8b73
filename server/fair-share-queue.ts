/**
 * A fair share of render capacity (issue 36 item 1, decision 250): no client holds more than its
 * share, and form posts have capacity of their own. Self-contained (no Remix, no Express), so it can
 * become a middleware of the HTTP server as it is.
 *
 * Two lanes, `page` (GET/HEAD renders) and `post` (actions), each with its own concurrency. In a
 * lane a client (the address the proxy settings trust) runs at most `perClient` tasks at once and
 * waits with at most `perClientQueue` more; the lane holds at most `queue` waiting tasks in all. A
 * freed slot goes to the next client in turn (round robin), so one client's 64 connections wait
 * behind its own share while another client's request starts at once. What does not fit is shed:
 * the caller answers it at once (503, Retry-After), at no cost to anyone else.
 */
export type Lane = "page" | "post";

export type FairShareLimits = {
  /** Tasks run at once per lane. */
  concurrency: Record<Lane, number>;
  /** Tasks one client runs at once in a lane. */
  perClient: number;
  /** Tasks one client may have waiting in a lane. */
  perClientQueue: number;
  /** Tasks waiting in a lane, all clients together. */
  queue: number;
};

/** Why a task was shed: its client is over its share, or the lane's queue is full. */
export type ShedReason = "client-share" | "queue-full";

export type FairShareAdmission<T> = { admitted: true; result: Promise<T> } | { admitted: false; reason: ShedReason };

type Job = { start: () => void };
/** `served`: when the client last started a task (a turn counter): the longest unserved goes first. */
type ClientSlot = { running: number; waiting: Job[]; served: number };

class LaneQueue {
  private running = 0;
  private waitingTotal = 0;
  /** Clients with tasks running or waiting. */
  private readonly clients = new Map<string, ClientSlot>();
  private turns = 0;

  constructor(
    private readonly concurrency: number,
    private readonly limits: FairShareLimits,
  ) {}

  add<T>(client: string, task: () => Promise<T>, signal?: AbortSignal): FairShareAdmission<T> {
    const slot = this.clients.get(client) ?? { running: 0, waiting: [], served: 0 };
    const canStart = slot.waiting.length === 0 && slot.running < this.limits.perClient;
    if (!(canStart && this.running < this.concurrency)) {
      if (slot.waiting.length >= this.limits.perClientQueue) return { admitted: false, reason: "client-share" };
      if (this.waitingTotal >= this.limits.queue) return { admitted: false, reason: "queue-full" };
    }
    this.clients.set(client, slot);
    const result = new Promise<T>((resolve, reject) => {
      const job: Job = {
        start: () => {
          slot.served = this.turns += 1;
          slot.running += 1;
          this.running += 1;
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              slot.running -= 1;
              this.running -= 1;
              this.forget(client, slot);
              this.pump();
            });
        },
      };
      if (canStart && this.running < this.concurrency) return job.start();
      slot.waiting.push(job);
      this.waitingTotal += 1;
      signal?.addEventListener(
        "abort",
        () => {
          const at = slot.waiting.indexOf(job);
          if (at === -1) return;
          slot.waiting.splice(at, 1);
          this.waitingTotal -= 1;
          this.forget(client, slot);
          reject(signal.reason ?? new Error("aborted"));
        },
        { once: true },
      );
    });
    return { admitted: true, result };
  }

  /**
   * Starts waiting tasks while there is room: of the clients within their share, the one served
   * longest ago (round robin), so a client with many waiting takes turns with the others.
   */
  private pump() {
    while (this.running < this.concurrency) {
      let next: ClientSlot | undefined;
      for (const slot of this.clients.values()) {
        if (slot.waiting.length === 0 || slot.running >= this.limits.perClient) continue;
        if (!next || slot.served < next.served) next = slot;
      }
      if (!next) return;
      const job = next.waiting.shift()!;
      this.waitingTotal -= 1;
      job.start();
    }
  }

  private forget(client: string, slot: ClientSlot) {
    if (slot.running === 0 && slot.waiting.length === 0 && this.clients.get(client) === slot) {
      this.clients.delete(client);
    }
  }

  get size() {
    return { running: this.running, waiting: this.waitingTotal, clients: this.clients.size };
  }
}

export type FairShare = {
  /** Runs `task` in the lane for `client` now or in its turn, or says why it is shed. */
  run<T>(lane: Lane, client: string, task: () => Promise<T>, signal?: AbortSignal): FairShareAdmission<T>;
  /** Tasks running and waiting per lane (figures for logs and tests). */
  size(lane: Lane): { running: number; waiting: number; clients: number };
};

export function createFairShare(limits: FairShareLimits): FairShare {
  const lanes: Record<Lane, LaneQueue> = {
    page: new LaneQueue(limits.concurrency.page, limits),
    post: new LaneQueue(limits.concurrency.post, limits),
  };
  return {
    run: (lane, client, task, signal) => lanes[lane].add(client, task, signal),
    size: (lane) => lanes[lane].size,
  };
}
