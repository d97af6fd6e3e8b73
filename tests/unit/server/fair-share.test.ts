/**
 * The fair share of render capacity (issue 36 item 1, decision 250): one client never holds more
 * than its share of a lane, posts have a lane of their own, a freed slot goes to the next client in
 * turn, and what does not fit is shed at once with its reason.
 */
import { describe, expect, it } from "vitest";
import { createFairShare } from "../../../server/fair-share-queue";

/** A task that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: async () => (log.push(name), done), release: () => release() };
}

const limits = { concurrency: { page: 4, post: 2 }, perClient: 2, perClientQueue: 3, queue: 10 };

describe("fair share", () => {
  it("one client runs at most its share; another client starts at once; the flooder's extra waits, then is shed", async () => {
    const fair = createFairShare(limits);
    const started: string[] = [];
    const flood = Array.from({ length: 8 }, (_, n) => gate(started, `flood-${n}`));
    const admissions = flood.map((work) => fair.run("page", "flooder", work.task));
    await Promise.resolve();
    // Two running, three waiting (its queue), three shed for its share.
    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(5);
    expect(admissions.slice(5).map((admission) => !admission.admitted && admission.reason)).toEqual([
      "client-share",
      "client-share",
      "client-share",
    ]);
    const other = gate(started, "other");
    const admitted = fair.run("page", "visitor", other.task);
    expect(admitted.admitted).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["flood-0", "flood-1", "other"]);
    expect(fair.size("page")).toEqual({ running: 3, waiting: 3, clients: 2 });
    // A freed slot of the flooder's goes to its next task (no one else waits).
    flood[0]!.release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["flood-0", "flood-1", "other", "flood-2"]);
    for (const work of [...flood, other]) work.release();
  });

  it("posts have capacity of their own: a lane full of pages never holds up a post", async () => {
    const fair = createFairShare(limits);
    const started: string[] = [];
    const pages = Array.from({ length: 4 }, (_, n) => gate(started, `page-${n}`));
    pages.forEach((work, n) => fair.run("page", `client-${n}`, work.task));
    const post = gate(started, "post");
    expect(fair.run("post", "client-0", post.task).admitted).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toContain("post");
    for (const work of [...pages, post]) work.release();
  });

  it("a freed slot goes to the next client in turn, and a full lane queue sheds newcomers", async () => {
    const fair = createFairShare({ concurrency: { page: 1, post: 1 }, perClient: 1, perClientQueue: 5, queue: 3 });
    const started: string[] = [];
    const first = gate(started, "a-0");
    fair.run("page", "a", first.task);
    const waiting = [gate(started, "a-1"), gate(started, "a-2"), gate(started, "b-0")];
    fair.run("page", "a", waiting[0]!.task);
    fair.run("page", "a", waiting[1]!.task);
    fair.run("page", "b", waiting[2]!.task);
    expect(fair.run("page", "c", async () => {})).toEqual({ admitted: false, reason: "queue-full" });
    first.release();
    await new Promise((resolve) => setImmediate(resolve));
    // a had its turn: b goes next, though a asked first.
    expect(started).toEqual(["a-0", "b-0"]);
    for (const work of waiting) work.release();
  });

  it("a waiting task whose visitor left is dropped, and its place freed", async () => {
    const fair = createFairShare({ concurrency: { page: 1, post: 1 }, perClient: 1, perClientQueue: 1, queue: 5 });
    const started: string[] = [];
    const first = gate(started, "first");
    fair.run("page", "a", first.task);
    const leaving = new AbortController();
    const left = fair.run("page", "a", async () => started.push("left"), leaving.signal);
    leaving.abort();
    if (left.admitted) await expect(left.result).rejects.toBeDefined();
    expect(fair.size("page").waiting).toBe(0);
    expect(fair.run("page", "a", async () => started.push("next")).admitted).toBe(true);
    first.release();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["first", "next"]);
  });
});
