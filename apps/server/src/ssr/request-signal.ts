import type { ServerResponse } from 'node:http';

/**
 * The signal a page's web Request carries: aborted when the visitor goes away before the response
 * is sent, never after (as React Router's own adapters do). Aborting every finished request made
 * an exception with its captured stack each time, for nothing.
 */
export function abandonedSignal(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
