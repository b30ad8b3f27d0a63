import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobStateCounts } from '@shop/shared';
import { describeFailure, failing } from '../../lib/dependencies/dependencies.ts';

const Failures = z.record(z.string(), z.string());

/**
 * What `/readyz` answers: 200 while the instance can serve, however much waits in the queue. The
 * job counts and the failing services' names and reasons only to those who run the shop.
 */
const Readiness = {
  200: z.object({
    status: z.enum(['ready', 'degraded']),
    jobs: JobStateCounts.optional(),
    degraded: Failures.optional(),
  }),
  503: z.object({ status: z.literal('unavailable'), failing: Failures.optional() }),
};

/** Loopback, private (RFC 1918, unique local) and link-local addresses: the shop's own network. */
const OWN_NETWORK = new net.BlockList();
OWN_NETWORK.addSubnet('127.0.0.0', 8, 'ipv4');
OWN_NETWORK.addSubnet('10.0.0.0', 8, 'ipv4');
OWN_NETWORK.addSubnet('172.16.0.0', 12, 'ipv4');
OWN_NETWORK.addSubnet('192.168.0.0', 16, 'ipv4');
OWN_NETWORK.addSubnet('169.254.0.0', 16, 'ipv4');
OWN_NETWORK.addAddress('::1', 'ipv6');
OWN_NETWORK.addSubnet('fc00::', 7, 'ipv6');
OWN_NETWORK.addSubnet('fe80::', 10, 'ipv6');

/** Headers a proxy adds when it passes on someone else's request. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether an address is on the shop's own network (an IPv4 address written as IPv6 included). */
export function onOwnNetwork(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return OWN_NETWORK.check(mapped, 'ipv4');
  const family = net.isIP(address);
  return family !== 0 && OWN_NETWORK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Who may read the details: a signed-in admin, or a caller connected straight from the shop's own
 * network (a load balancer's or an orchestrator's probe, an operator on the machine). The address
 * is the connection's own, never a header's, and a request a proxy passed on (it names the client
 * it came from) is the public's, whatever address the proxy connects from (docs/decisions/0285).
 */
export function seesDetails(request: FastifyRequest): boolean {
  if (request.authUser?.role === 'admin') return true;
  if (FORWARDED.some((header) => request.headers[header] !== undefined)) return false;
  return onOwnNetwork(request.socket.remoteAddress);
}

/**
 * `/healthz`: the process is up (liveness). `/readyz`: every dependency it needs answers
 * (database, Redis, object storage), with the job queue's counts; otherwise 503 naming each failing
 * one by its variable and the reason. A mail server that is away makes the instance degraded, not
 * unready: orders are still taken and their mails wait in the queue. The public gets the status
 * alone (`ready`, `degraded`, `unavailable`) with the same code; the counts and the names and
 * reasons go to `seesDetails` callers only.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  app.get('/readyz', { schema: { hide: true, response: Readiness } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const details = seesDetails(request);
    const down = await failing(app.dependencies);
    let jobs: JobStateCounts | undefined;
    if (Object.keys(down).length === 0) {
      try {
        jobs = await app.jobs.counts();
      } catch (error) {
        // The queue lives in the database: its counts failing is the database failing.
        down[app.dependencies[0]?.name ?? 'DATABASE_URL'] = describeFailure(error);
      }
    }
    if (!jobs) {
      app.log.warn({ failing: down }, 'not ready');
      return reply
        .status(503)
        .send(details ? { status: 'unavailable' as const, failing: down } : { status: 'unavailable' as const });
    }
    const degraded = app.degradable.current();
    const status = Object.keys(degraded).length === 0 ? ('ready' as const) : ('degraded' as const);
    if (!details) return { status };
    return status === 'ready' ? { status, jobs } : { status, jobs, degraded };
  });
};

export default healthRoutes;
