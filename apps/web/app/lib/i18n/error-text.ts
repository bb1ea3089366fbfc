import { ERROR_SOURCES_KEY, errorKeyOf } from '@shop/shared/i18n/form-errors';
import { stateText } from '@shop/shared/india/states';
import { useMemo } from 'react';
import { useCatalogue } from './i18n';

/**
 * Shows an error text (a schema's or a service's English, as the API words it) in the page's
 * language: one of the `errors` namespace's messages is formatted in the page's language, any
 * other text is shown as it is, and the states it names in the page's language. An English
 * page, or one that did not ask for `errors`, shows the text unchanged.
 */
export function useErrorText(): (text: string | undefined) => string | undefined {
  const i18n = useCatalogue();
  const json = i18n.messages[ERROR_SOURCES_KEY];
  const sources = useMemo<Record<string, string>>(
    // The catalogue carries them as JSON text (catalogue.ts), a message's own type.
    () => (typeof json === 'string' ? (JSON.parse(json) as Record<string, string>) : {}),
    [json],
  );
  return (text) => {
    if (!text) return text;
    const match = errorKeyOf(text, sources);
    if (!match) return text;
    return i18n._(
      match.key,
      statesIn(match.values, (key) => i18n._(key)),
    );
  };
}

/**
 * An error's values with the states they name ('Karnataka / Goa', as the services join them) in
 * the page's language (`t` formats the catalogue's `state.*` messages); other values as they are.
 */
export function statesIn(
  values: Readonly<Record<string, string>>,
  t: (key: string) => string,
): Record<string, string> {
  const stateIn = (name: string) => stateText(name, t);
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value.split(' / ').map(stateIn).join(' / '),
    ]),
  );
}
