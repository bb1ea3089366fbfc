import { DEFERRED_MODULE_TYPE, HYDRATE_ATTRIBUTE } from './on-interaction';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/;
const MARKED_HTML_TAG = new RegExp(`^(<!DOCTYPE html>)?<html[^>]* ${HYDRATE_ATTRIBUTE}="`, 'i');

/**
 * A page marked to hydrate on the first interaction (see on-interaction.ts), with React Router's
 * modulepreload links taken out of its head and its module script made a data block that
 * carries their addresses (`data-modulepreload`): the browser fetches none of the page's
 * JavaScript until the page's inline script puts them back. Any other page is returned as it is.
 *
 * A data block may carry no `async` (HTML, "the script element"), so the tag is written anew.
 */
export function deferHydration(html: string): string {
  const head = html.indexOf('</head>');
  if (head === -1 || !MARKED_HTML_TAG.test(html)) return html;
  const preloads: string[] = [];
  const withoutPreloads =
    html.slice(0, head).replace(MODULE_PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    }) + html.slice(head);
  return withoutPreloads.replace(
    MODULE_SCRIPT,
    (_, nonce = '') =>
      `<script${nonce} type="${DEFERRED_MODULE_TYPE}" data-modulepreload="${preloads.join(' ')}">`,
  );
}
