/**
 * A real SMTP listener on 127.0.0.1 for tests, just enough for nodemailer: EHLO, MAIL, RCPT (refusing
 * `refuse@…` with 550), DATA, RSET, NOOP, QUIT. It keeps what it received; switched down, it refuses every
 * connection with 421 (a mail server that is away), as the fault-injection suite needs.
 */
import { type AddressInfo, createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  /** The MAIL FROM line. */
  from: string;
  /** The RCPT TO lines accepted. */
  to: string[];
  data: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Up (the default) accepts mail; down refuses every connection. */
  setUp(up: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { up?: boolean } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let up = options.up ?? true;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (!up) {
      socket.end('421 sink down, try again later\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ ...current, data: buffer.slice(0, end) });
          current = { from: '', to: [], data: '' };
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          if (line.includes('refuse@')) socket.write('550 no such user\r\n');
          else {
            current.to.push(line);
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    setUp: (value) => (up = value),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
