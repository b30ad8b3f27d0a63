/**
 * Loaded into a bench's shop with `--import` (NODE_OPTIONS, so its lean restart keeps it). The
 * first SIGUSR2 starts V8's sampling profiler on the main thread; the next stops it and writes to
 * GC_METER_FILE the share of the thread's samples, idle ones left out, taken in garbage
 * collection: `{ "gcShare", "samples", "pauses", "pauseMs": { kind: ms } }`. Samples, unlike the pauses V8 reports
 * in wall time, are taken while the thread runs, so a machine busy with other work does not swell
 * the collector's share; the pauses by kind (from `perf_hooks`) say which collections they were.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver, constants } from 'node:perf_hooks';

const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

type ProfileNode = { id: number; callFrame: { functionName: string } };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const file = process.env.GC_METER_FILE;
if (file) {
  let pauses = 0;
  let pauseMs: Record<string, number> = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
      pauses++;
      pauseMs[kind] = (pauseMs[kind] ?? 0) + entry.duration;
    }
  }).observe({ type: 'gc' });

  const session = new Session();
  session.connect();
  let profiling = false;
  process.on('SIGUSR2', () => {
    void (async () => {
      if (!profiling) {
        profiling = true;
        pauses = 0;
        pauseMs = {};
        await session.post('Profiler.setSamplingInterval', { interval: 500 });
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        fs.writeFileSync(file, JSON.stringify({ started: true }));
        return;
      }
      profiling = false;
      const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
      const nameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
      // Counted in samples, not in the time between them: a sample after the thread was held off
      // the processor would carry that wait.
      let gc = 0;
      let busy = 0;
      for (const id of profile.samples) {
        const name = nameOf.get(id);
        if (name === '(idle)') continue;
        busy++;
        if (name === '(garbage collector)') gc++;
      }
      fs.writeFileSync(file, JSON.stringify({ gcShare: gc / busy, samples: busy, pauses, pauseMs }));
    })();
  });
}
