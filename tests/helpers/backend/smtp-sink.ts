/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it accepts. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { WAIT_TIMEOUT_MS } from "../patience";
import { readMail, type ReadMail } from "./mime";

export type ReceivedMail = ReadMail & { envelopeTo: string[]; raw: string };

export type SmtpSink = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves as the `count`th message arrives; `timeoutMs` is the safety net (tests/helpers/patience.ts). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * `acceptAfterMs`: each message is kept and acknowledged this long after it arrived, as a remote
 * server that checks what it receives takes its time (the sender waits for its answer meanwhile).
 */
export async function startSmtpSink(
  port = 0,
  { acceptAfterMs = 0 }: { acceptAfterMs?: number } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  /** Waits in progress, each checked on every arrival. */
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          messages.push({ ...readMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw });
          for (const check of waiting) check();
          callback();
        };
        if (acceptAfterMs > 0) setTimeout(accept, acceptAfterMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = ((server as unknown as { server: { address(): AddressInfo } }).server.address() as AddressInfo)
    .port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    waitFor(count, timeoutMs = WAIT_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`SMTP sink: ${messages.length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (messages.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
