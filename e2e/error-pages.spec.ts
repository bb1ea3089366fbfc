import { expect, test } from './fixtures';

/**
 * ADR 086: a form post the server refuses before reading it (over the page limit) shows the
 * shop's own 413 page, in its layout, with the request's reference; never raw JSON.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The page in the language of the form's page: a Hindi form's refusal is said in Hindi.
  for (const lang of [
    {
      path: '/contact',
      message: 'Message',
      send: /Send/,
      title: 'That was too large to send',
      back: 'Back to the shop',
    },
    {
      path: '/hi/contact',
      message: 'मैसेज',
      send: /मैसेज भेजें/,
      title: 'यह भेजने के लिए बहुत बड़ा था',
      back: 'दुकान पर वापस जाएँ',
    },
  ]) {
    test(`an oversized form post shows the shop’s 413 page (${lang.path})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(lang.path);
      // The message field stops at its maximum length; a browser without that limit (or a
      // pasted file's text) sends more: the post is grown in flight to 300 KB, past the 256 KB
      // page limit.
      await page.route('**/contact', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const big = `${route.request().postData() ?? ''}&message=${'a'.repeat(300 * 1024)}`;
        await route.continue({ postData: big });
      });
      await page.getByRole('textbox', { name: lang.message, exact: true }).fill('A long message.');
      const answer = page.waitForResponse((res) => res.request().method() === 'POST');
      await page.getByRole('button', { name: lang.send }).click();
      const res = await answer;
      expect(res.status()).toBe(413);
      expect(res.headers()['content-type']).toMatch(/^text\/html/);

      await expect(page).toHaveTitle(new RegExp(lang.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      // The shop's layout: its header and footer around the page.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByTestId('request-id')).toHaveText(res.headers()['x-request-id']!);
      await expect(page.getByRole('link', { name: lang.back })).toBeVisible();
      // The browser reports the 413 it was meant to get; nothing else may be in the console.
      const expected = consoleErrors.filter((e) => /status of 413 .*\/contact\)$/.test(e));
      expect(expected).toHaveLength(1);
      consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1);
    });
  }
});
