import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedMessage = { path: string; authorization: string | undefined; body: Record<string, unknown> };

/**
 * A local stand-in for Meta's WhatsApp Cloud API answering its documented shapes: `200 { messaging_product,
 * contacts: [{ input, wa_id }], messages: [{ id }] }` for a template message, and, when told to
 * refuse, the Graph API's error body `{ error: { message, type, code, fbtrace_id } }` with its status.
 */
export async function startWhatsAppServer() {
  const received: ReceivedMessage[] = [];
  let refusal: { status: number; code: number; message: string } | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (refusal) {
        res.statusCode = refusal.status;
        res.end(
          JSON.stringify({
            error: { message: refusal.message, type: 'OAuthException', code: refusal.code, fbtrace_id: 'AbCdEf' },
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.HBgM${received.length}` }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`,
    received,
    refuse(next: typeof refusal) {
      refusal = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
