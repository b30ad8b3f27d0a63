/**
 * The baseline: a bare node:http server in its own process answering one fixed response, i.e. what
 * this machine serves at best: the shop's status line, headers and body, with a fresh request id
 * per answer as the shop gives. Usage: node bench/bare-server.ts <body file> <headers file> (a
 * JSON array of names and values). Prints `listening <port>` once ready.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

const [file, headersFile] = process.argv.slice(2);
if (!file || !headersFile) throw new Error('usage: bare-server.ts <body file> <headers file>');
const body = fs.readFileSync(file);
const headers = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as string[];
const server = http.createServer((_req, res) => {
  res.writeHead(200, [...headers, 'content-length', String(body.length), 'x-request-id', crypto.randomUUID()]);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`listening ${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
