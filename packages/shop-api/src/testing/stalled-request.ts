/**
 * Tests only: a client that sends a request's headers and the start of its body, then stalls
 * (the slow-upload attack), over a raw socket. Tells whether and when the server let go.
 */
import net from 'node:net';

export interface StalledRequest {
  /** The socket was closed by the server before `waitMs` ran out. */
  closed: boolean;
  /** Milliseconds from the last byte sent to the close (or to giving up). */
  afterMs: number;
  /** What the server answered, if anything (e.g. "HTTP/1.1 408 …"). */
  answer: string;
}

export function stallRequest(
  url: string,
  request: { method: string; path: string; contentLength: number; bodyStart: string },
  waitMs: number,
): Promise<StalledRequest> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    let sentAt = 0;
    let giveUp: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closed, afterMs: Date.now() - sentAt, answer: Buffer.concat(chunks).toString() });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset is the server letting go too.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('connect', () => {
      socket.write(
        `${request.method} ${request.path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${request.contentLength}\r\n\r\n` +
          request.bodyStart,
      );
      sentAt = Date.now();
      giveUp = setTimeout(() => {
        socket.removeAllListeners('close');
        finish(false);
      }, waitMs);
    });
  });
}
