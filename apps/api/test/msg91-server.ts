import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

/**
 * A local stand-in for MSG91's Flow API answering its documented shapes: `200 { type: 'success',
 * message: <request id> }` for a message sent, and, when told to refuse, `{ type: 'error',
 * message }` with the status given.
 */
export async function startMsg91Server() {
  const received: ReceivedSms[] = [];
  let refusal: { status: number; message: string } | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (refusal) {
        res.statusCode = refusal.status;
        res.end(JSON.stringify({ type: 'error', message: refusal.message }));
        return;
      }
      res.end(JSON.stringify({ type: 'success', message: `3763646c30${String(received.length).padStart(14, '0')}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5`,
    received,
    /** The code in the newest message to `mobiles` (the template's `otp` variable). */
    codeTo(mobiles: string): string | undefined {
      const recipient = received
        .flatMap((r) => (r.body.recipients as Record<string, string>[] | undefined) ?? [])
        .filter((r) => r.mobiles === mobiles)
        .at(-1);
      return recipient?.otp;
    },
    refuse(next: typeof refusal) {
      refusal = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
