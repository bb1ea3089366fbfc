import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `run` now and then every `intervalMs` in this process, one run at a time; a failed run
 * is logged and the next one tries again. `stop` waits for a run in progress.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
    this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.run()
      .catch((err: unknown) => this.log.error({ err }, `${this.name} failed`))
      .finally(() => {
        this.running = undefined;
      });
  }
}
