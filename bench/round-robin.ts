import http from 'node:http';

/**
 * The sale bench's load balancer: each request goes to the next instance in turn, over kept-alive
 * connections, body and headers passed through untouched. Enough to spread buyers over instances
 * the way a real balancer would; it adds one hop of its own to every request.
 */
export async function startRoundRobin(
  port: number,
  upstreams: string[],
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
  const targets = upstreams.map((url) => new URL(url));
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `proxy: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
