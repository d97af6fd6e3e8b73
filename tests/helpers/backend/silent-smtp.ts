import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A black-hole mail server: accepts SMTP connections and never says a word (not even the greeting).
 * `closed()` counts the connections the client gave up on (its greeting timeout), which is how a
 * test knows whether an answer waited for the mail.
 */
export async function silentMailServer(
  port = 0,
): Promise<{ port: number; connections(): number; closed(): number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  let closed = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => {
      if (sockets.delete(socket)) closed += 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    closed: () => closed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of [...sockets]) {
          sockets.delete(socket);
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
