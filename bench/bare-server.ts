/**
 * The baseline: a bare node:http server in its own process answering one fixed body, i.e. what
 * this machine serves at best. Usage: node bench/bare-server.ts <body file> <content type>.
 * Prints `listening <port>` once ready.
 */
import fs from 'node:fs';
import http from 'node:http';

const [file, contentType] = process.argv.slice(2);
if (!file || !contentType) throw new Error('usage: bare-server.ts <body file> <content type>');
const body = fs.readFileSync(file);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`listening ${port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
