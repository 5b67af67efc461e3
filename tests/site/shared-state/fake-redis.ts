import { createServer, type Server, type Socket } from 'node:net';

/**
 * A Redis of the fewest words on 127.0.0.1: PONG to PING, OK to the rest. `silent` holds every answer back, as a cut
 * link does (TCP keeps what was sent), and `speak` sends them all, as the link coming back does.
 */
export function fakeRedis() {
  const sockets = new Set<Socket>();
  let silent = false;
  const held: { socket: Socket; answer: string }[] = [];
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      // One answer per command (each RESP array starts with '*').
      for (const command of chunk.toString().split('*').slice(1)) {
        const answer = /PING/i.test(command) ? '+PONG\r\n' : '+OK\r\n';
        if (silent) held.push({ socket, answer });
        else socket.write(answer);
      }
    });
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      ),
    silence: () => (silent = true),
    speak: () => {
      silent = false;
      for (const { socket, answer } of held.splice(0)) socket.write(answer);
    },
    close: () =>
      new Promise<void>((resolve) => (sockets.forEach((socket) => socket.destroy()), server.close(() => resolve()))),
  };
}
