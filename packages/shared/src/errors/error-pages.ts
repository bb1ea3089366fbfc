/** What the shop's error page says for each status it answers a page request with (ADR 086). */
export interface ErrorPageText {
  title: string;
  /** What the shopper can do about it. */
  advice: string;
}

export const ERROR_PAGES: Record<number, ErrorPageText> = {
  400: {
    title: 'We couldn’t read that request',
    advice: 'Go back, check what you entered and send the form again.',
  },
  403: {
    title: 'That request was refused',
    advice: 'Forms must be sent from the shop’s own pages. Reload the page and try again.',
  },
  404: {
    title: 'We couldn’t find that page',
    advice: 'The link may be old or mistyped. Search the catalogue, or pick a category below.',
  },
  413: {
    title: 'That was too large to send',
    advice: 'Go back and shorten your text, or send a smaller file, then try again.',
  },
  415: {
    title: 'We couldn’t read that form',
    advice: 'The form arrived in a format the shop does not take. Reload the page and try again.',
  },
  429: {
    title: 'Too many tries',
    advice: 'Please wait a few minutes before trying again.',
  },
  500: {
    title: 'Something went wrong on our side',
    advice:
      'Please try again in a moment. If it keeps happening, contact us and quote the reference below.',
  },
};

/** The text for a status: its own, or that of its class (4xx as 400, 5xx as 500). */
export function errorPageText(status: number): ErrorPageText {
  return ERROR_PAGES[status] ?? ERROR_PAGES[status >= 500 ? 500 : 400]!;
}
