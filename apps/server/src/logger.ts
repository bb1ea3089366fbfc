import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';
import { requestScope } from './plugins/request-id';

export type LogFormat = 'pretty' | 'json';

/** What the log is written to: stdout, or a stand-in in tests. */
export interface LogOutput {
  isTTY?: boolean;
  hasColors?(env?: object): boolean;
}

/**
 * Lines for a person at a terminal (pino-pretty), JSON for everything else (a pipe, a file,
 * systemd's journal, a log collector). LOG_FORMAT forces one or the other.
 */
export function logFormatFor(forced: LogFormat | undefined, out: LogOutput): LogFormat {
  return forced ?? (out.isTTY ? 'pretty' : 'json');
}

/**
 * Colour only on a terminal that takes it, never under CI: NO_COLOR, FORCE_COLOR=0 and
 * TERM=dumb turn it off (Node's own rule, tty.WriteStream#hasColors).
 */
export function colourWanted(out: LogOutput, env: NodeJS.ProcessEnv): boolean {
  if (!out.isTTY || isTrue(env.CI)) return false;
  return out.hasColors?.(env) ?? false;
}

const isTrue = (value: string | undefined) =>
  value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';

/**
 * A line logged during a request through a logger that does not already name it (a service's,
 * made once from the app's) gets the request's id, so every line of a request can be found by it.
 */
function mixin(_line: object, _level: number, logger: { bindings(): object }): object {
  const scope = requestScope.getStore();
  if (!scope || 'reqId' in logger.bindings()) return {};
  return { reqId: scope.id };
}

/** Fastify's logger: the level from LOG_LEVEL, the format from LOG_FORMAT or the output. */
export function loggerOptions(
  config: { logLevel: string; logFormat: LogFormat | undefined },
  out: LogOutput & NodeJS.WritableStream = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<FastifyServerOptions['logger']> {
  if (logFormatFor(config.logFormat, out) === 'json') return { level: config.logLevel, mixin };
  return {
    level: config.logLevel,
    mixin,
    // In-process and synchronous, like pino's own JSON output: a line logged just before
    // process.exit is not lost, and no worker thread is started for it.
    stream: pretty({
      destination: out,
      sync: true,
      colorize: colourWanted(out, env),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  };
}

/**
 * Fastify's two lines per request ("incoming request", "request completed") at debug rather
 * than info, so the start lines and warnings stand out at the default level; LOG_LEVEL=debug
 * shows them again. Failed requests are still logged as errors.
 */
export class ShopLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
