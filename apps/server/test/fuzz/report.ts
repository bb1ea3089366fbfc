import { bodyPreview, type FuzzRequest, type Outcome } from './client';

export interface Result {
  req: FuzzRequest;
  outcome: Outcome;
}

export interface Failure {
  req: FuzzRequest;
  outcome: Outcome;
  why: string;
}

function failureOf(req: FuzzRequest, outcome: Outcome): string | undefined {
  if (outcome.error !== undefined) return outcome.error;
  const status = outcome.status!;
  if (status >= 500) return `status ${status}`;
  if (req.mustRefuse && (status < 400 || status >= 500)) {
    return `status ${status} to a body over the limit`;
  }
  return undefined;
}

function describeFailure({ req, outcome, why }: Failure): string {
  const contentType = req.headers['content-type'] ?? '(none)';
  return [
    `✗ ${why} [${req.kind}, session ${req.session}]`,
    `  ${req.method} ${req.path.length > 300 ? `${req.path.slice(0, 300)}… (${req.path.length} chars)` : req.path}`,
    `  content-type: ${contentType}`,
    `  headers: ${JSON.stringify({ ...req.headers, 'content-type': undefined })}`,
    `  body: ${bodyPreview(req.body)}`,
    `  → ${outcome.status ?? '-'} ${outcome.contentType ?? ''} ${JSON.stringify(outcome.responseStart)}`,
  ].join('\n');
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
};

/** The requests that failed: a 5xx, no answer, or a body over a limit not refused. */
export function failuresOf(results: Result[]): Failure[] {
  return results.flatMap(({ req, outcome }) => {
    const why = failureOf(req, outcome);
    return why === undefined ? [] : [{ req, outcome, why }];
  });
}

/**
 * What a run printed: how many requests, by status and by generator; what the server logged;
 * and each failure with what is needed to send it again.
 */
export function report(
  results: Result[],
  failures: Failure[],
  logged: Map<string, number>,
  run: { seconds: number; seed: number },
): string {
  const status = (o: Outcome) => (o.status === undefined ? 'no response' : String(o.status));
  const out = [
    `fuzz: ${results.length} requests in ${run.seconds.toFixed(1)} s`,
    `by status: ${JSON.stringify(countBy(results, (r) => status(r.outcome)))}`,
    `by case: ${JSON.stringify(countBy(results, (r) => `${r.req.kind} ${status(r.outcome)}`))}`,
  ];
  if (logged.size > 0) {
    const lines = [...logged].sort(([, a], [, b]) => b - a).slice(0, 15);
    out.push(`server console.error, by first line:`, ...lines.map(([l, n]) => `  ${n}× ${l}`));
  }
  if (failures.length > 0) {
    const byRoute = countBy(
      failures,
      (f) => `${f.req.method} ${f.req.path.split('?')[0]!.slice(0, 80)} → ${f.why}`,
    );
    out.push(
      `fuzz: ${failures.length} failures (seed ${run.seed})`,
      JSON.stringify(byRoute, null, 1),
      '',
      failures.slice(0, 40).map(describeFailure).join('\n\n'),
    );
  }
  return out.join('\n');
}
