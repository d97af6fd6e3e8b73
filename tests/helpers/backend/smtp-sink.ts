/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it accepts. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readMail, type ReadMail } from "./mime";

export type ReceivedMail = ReadMail & { envelopeTo: string[]; raw: string };

export type SmtpSink = {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves once at least `count` messages have arrived. */
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
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`SMTP sink: ${messages.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
