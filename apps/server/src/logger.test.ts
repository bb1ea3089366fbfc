import { PassThrough } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { colourWanted, logFormatFor, loggerOptions, ShopLogController } from './logger';

/** A stand-in for stdout that keeps what was written. */
function output(tty: { isTTY?: boolean; colours?: boolean } = {}) {
  const stream = Object.assign(new PassThrough(), {
    isTTY: tty.isTTY,
    hasColors: tty.isTTY ? () => tty.colours ?? false : undefined,
  });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('log format', () => {
  it('is pretty on a terminal and JSON otherwise; LOG_FORMAT forces either', () => {
    expect(logFormatFor(undefined, { isTTY: true })).toBe('pretty');
    expect(logFormatFor(undefined, {})).toBe('json');
    expect(logFormatFor('json', { isTTY: true })).toBe('json');
    expect(logFormatFor('pretty', {})).toBe('pretty');
  });

  it('has colour only on a terminal that takes it, never under CI', () => {
    const colourTerminal = { isTTY: true, hasColors: () => true };
    expect(colourWanted(colourTerminal, {})).toBe(true);
    expect(colourWanted(colourTerminal, { CI: 'true' })).toBe(false);
    expect(colourWanted(colourTerminal, { CI: 'false' })).toBe(true);
    expect(colourWanted({ isTTY: true, hasColors: () => false }, {})).toBe(false); // NO_COLOR
    expect(colourWanted({ isTTY: false }, {})).toBe(false);
  });

  it('writes readable lines, without escape codes under CI, when pretty', async () => {
    const out = output({ isTTY: true, colours: true });
    const app = Fastify({
      logger: loggerOptions({ logLevel: 'info', logFormat: undefined }, out.stream, {
        CI: 'true',
      }),
    });
    app.log.info('shop ready at http://localhost:3000');
    await app.close();
    expect(out.text()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: shop ready at http:\/\/localhost:3000$/m);
    expect(out.text()).toBe(stripVTControlCharacters(out.text()));
  });
});

describe('request logs', () => {
  async function requestLines(level: string) {
    const out = output();
    const app = Fastify({
      logger: { level, stream: out.stream },
      logController: new ShopLogController(),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('database gone');
    });
    await app.inject('/ok');
    await app.inject('/broken');
    await app.close();
    return out
      .text()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  }

  it('are debug lines: at info only the failure shows', async () => {
    const lines = await requestLines('info');
    expect(lines.map((l) => l.msg)).toEqual(['database gone']);
  });

  it('show again with LOG_LEVEL=debug', async () => {
    const lines = await requestLines('debug');
    const byMessage = (msg: string) => lines.filter((l) => l.msg === msg).map((l) => l.level);
    expect(byMessage('incoming request')).toEqual([20, 20]);
    expect(byMessage('request completed')).toEqual([20, 20]);
  });
});
