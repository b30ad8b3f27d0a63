import type { FastifyBaseLogger } from 'fastify';

/**
 * Logs the process's memory every `seconds`, at info level whatever LOG_LEVEL says (the lines are
 * asked for by name): resident set, V8 heap used and reserved, memory held outside the heap
 * (buffers, the embedded database's WebAssembly memory) and array buffers, in bytes. A leak shows
 * as one of them climbing over hours; which one says where to look. The result stops it.
 */
export function logMemory(log: FastifyBaseLogger, seconds: number): () => void {
  const memoryLog = log.child({}, { level: 'info' });
  const timer = setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    memoryLog.info({ memory: { rss, heapUsed, heapTotal, external, arrayBuffers } }, 'memory');
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
