import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Stopping an HTTP server without cutting anyone off: it takes no new connections, closes those with no
 * request in flight (idle keep-alives, and sockets a browser opened ahead and never used, which Node's
 * own `closeIdleConnections` leaves open), and closes each other one as soon as its last request is
 * answered. Call it before the server listens.
 */
export function gracefulStop(server: Server, { idleGraceMs = 1_000 } = {}) {
  const inFlight = new Map<Socket, number>();
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    res.once('close', () => {
      const left = Math.max(0, (inFlight.get(socket) ?? 1) - 1);
      inFlight.set(socket, left);
      if (stopping && left === 0) socket.end();
    });
  });

  return {
    /** Stops taking connections; resolves once every connection has closed. */
    stop(): Promise<void> {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A request may be on its way on a connection that has none yet (it raced the signal, or its
      // headers are still being read): such a connection gets a moment to start one before it is ended.
      const idle = [...inFlight].filter(([, requests]) => requests === 0).map(([socket]) => socket);
      setTimeout(() => {
        for (const socket of idle) if (inFlight.get(socket) === 0) socket.end();
      }, idleGraceMs).unref();
      return closed;
    },
    /** Cuts whatever is still open (the stop deadline passed). */
    cutAll(): void {
      for (const socket of inFlight.keys()) socket.destroy();
    },
  };
}
