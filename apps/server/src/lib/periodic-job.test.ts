import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job';

const logger = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('PeriodicJob', () => {
  it('runs at once, then on its interval, one run at a time, and stop waits for a run', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const job = new PeriodicJob(
      'test job',
      1_000,
      () => {
        runs++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      logger(),
    );
    job.start();
    expect(runs).toBe(1);
    // Still running: the next tick is skipped rather than run alongside.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    vi.useRealTimers();
  });

  it('logs a failed run and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const log = logger();
    let runs = 0;
    const job = new PeriodicJob(
      'flaky job',
      1_000,
      async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
      log,
    );
    job.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'flaky job failed',
    );
    expect(runs).toBe(2);
    await job.stop();
    vi.useRealTimers();
  });
});
