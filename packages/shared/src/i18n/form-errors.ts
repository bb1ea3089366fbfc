/**
 * Form errors in the page's language (ADR 107). The shared schemas and the services word their
 * errors in English, and the API answers with those texts, so they stay as they are; the
 * `errors` namespace of the catalogue holds each one under a key, its English exactly the
 * schema's text. A page shows an error through `errorKeyOf`: a text that is one of the English
 * `errors.*` messages (a placeholder standing for any text) is shown as that message in the
 * page's language, with the values read from the English; any other text is shown as it is.
 */

/** Where a Hindi page's catalogue carries the English errors it can translate (JSON). */
export const ERROR_SOURCES_KEY = 'errors:en';

function escaped(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

export interface ErrorMatch {
  key: string;
  values: Record<string, string>;
}

/**
 * The `errors.*` message a text is, with its placeholders' values, among `sources` (key →
 * English message); undefined when it is none of them. ICU apostrophes are not used in errors.
 */
export function errorKeyOf(
  text: string,
  sources: Readonly<Record<string, string>>,
): ErrorMatch | undefined {
  for (const [key, english] of Object.entries(sources)) {
    if (english === text) return { key, values: {} };
    if (!english.includes('{')) continue;
    const names: string[] = [];
    const pattern = escaped(english).replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    const match = new RegExp(`^${pattern}$`).exec(text);
    if (match) {
      return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
    }
  }
  return undefined;
}

/** The English source of each `errors.*` message, for `errorKeyOf`. */
export function errorSources(english: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(english).filter(([key]) => key.startsWith('errors.')));
}
