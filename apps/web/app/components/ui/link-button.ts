import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Handlers for a link that acts as a button once its script runs (`role="button"`): until then
 * the browser follows its `href` (a place that works without JavaScript); afterwards a click, or
 * Space as on a button, calls `activate` instead (ADR 040).
 */
export function linkButtonHandlers(activate: () => void) {
  return {
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      event.preventDefault();
      activate();
    },
    onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
      if (event.key !== ' ') return;
      event.preventDefault();
      activate();
    },
  };
}
