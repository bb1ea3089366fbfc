import type { Page } from '@playwright/test';
import { BLOG_POSTS, blogBodyIn, isBodyWorded } from '../packages/shared/src/content/blog';
import { faqEntries } from '../packages/shared/src/content/faq';
import { shippingPage } from '../packages/shared/src/content/policy-pages/shipping';
import { formatCalendarDate } from '../packages/shared/src/format/india-time';
import { translator } from '../packages/shared/src/i18n/translate';
import { SHOP } from '../packages/shared/src/shop/identity';
import { dayRange, POLICIES } from '../packages/shared/src/shop/policies';
import { expectAccessible } from './axe';
import { expect, open, test } from './fixtures';

/**
 * The information pages in Hindi (ADR 107): the help centre's questions and their FAQPage data,
 * the contact form's labels and answers, and the policies quoting the same figures as the English
 * pages, with JavaScript and without.
 */
const hi = translator('hi');
const en = translator('en');

/** The FAQPage structured data of the page, as search engines read it. */
async function faqPageData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks
    .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown })
    .find((data) => data['@type'] === 'FAQPage');
  return faq as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Hindi information pages, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    const visit = (page: Page, url: string) =>
      javaScriptEnabled ? open(page, url) : page.goto(url);

    test('/hi/help shows the questions in Hindi, and its FAQPage data is Hindi too', async ({
      page,
    }) => {
      await visit(page, '/hi/help');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('help.heading'));
      await expect(page).toHaveTitle(new RegExp(`^${hi('help.title')}`));
      const questions = faqEntries(hi);
      const english = faqEntries(en);
      for (const [i, entry] of questions.entries()) {
        const question = page.locator('details summary').filter({ hasText: entry.question });
        await expect(question).toHaveCount(1);
        expect(entry.question).not.toBe(english[i]!.question);
      }
      // Opening a question shows its answer, with the shop's own figures in it.
      const returns = questions[3]!;
      expect(returns.answer).toContain(String(POLICIES.returnDays));
      await page.locator('details summary').filter({ hasText: returns.question }).click();
      await expect(page.getByText(returns.answer)).toBeVisible();

      const data = await faqPageData(page);
      expect(data?.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.question));
      expect(data?.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(
        questions.map((q) => q.answer),
      );
    });

    test('/hi/contact: the form in Hindi posts and answers in Hindi', async ({ page }) => {
      await visit(page, '/hi/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('contact.heading'));
      const form = page.getByRole('form', { name: hi('contact.form.heading') });
      await form.getByRole('textbox', { name: hi('contact.form.name') }).fill('मीना अय्यर');
      const email = `meena.hi.${javaScriptEnabled ? 'js' : 'nojs'}.${Date.now()}@example.com`;
      await form.getByRole('textbox', { name: hi('contact.form.email') }).fill(email);
      await form.getByRole('textbox', { name: hi('contact.form.phone') }).fill('98765 43210');
      await form
        .getByRole('combobox', { name: hi('contact.form.subject') })
        .selectOption({ label: hi('contact.subject.quote') });
      await form
        .getByRole('textbox', { name: hi('contact.form.message') })
        .fill('हमारी मेडिकल दुकान के लिए 3 थर्मल प्रिंटर का कोटेशन भेजें।');
      await form.getByRole('button', { name: hi('contact.form.send') }).click();

      // Answered on the Hindi page, in Hindi, naming the address it was sent from.
      await expect(form.getByRole('status')).toHaveText(hi('contact.sent', { email }));
      await expect(page).toHaveURL(/\/hi\/contact$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    });

    test('/hi/shipping and /hi/refund quote the figures the English pages do', async ({ page }) => {
      const metro = dayRange(POLICIES.metroDeliveryDays);
      const refund = dayRange(POLICIES.refundBusinessDays);
      for (const [path, figures] of [
        [
          '/shipping',
          [metro, dayRange(POLICIES.expressDeliveryDays), `${POLICIES.damageReportHours}`],
        ],
        ['/refund', [refund, `${POLICIES.returnDays}`, `${POLICIES.returnInspectionBusinessDays}`]],
      ] as const) {
        await visit(page, path);
        const english = (await page.locator('main').textContent()) ?? '';
        await visit(page, `/hi${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        const hindi = (await page.locator('main').textContent()) ?? '';
        expect(hindi).not.toBe(english);
        for (const figure of figures) {
          expect(english).toContain(figure);
          expect(hindi).toContain(figure);
        }
        // The same amounts of rupees and the same figures, in the same number on each page.
        const amounts = (text: string) => (text.match(/₹\d+(?:,\d+)*/g) ?? []).sort();
        expect(amounts(hindi)).toEqual(amounts(english));
        const ranges = (text: string) => (text.match(/\d+–\d+/g) ?? []).sort();
        expect(ranges(hindi)).toEqual(ranges(english));
      }
      // A section's anchor is the English one, so a shared link lands in the same place.
      await visit(page, '/hi/shipping');
      await expect(page.locator('#tracking-your-parcel')).toHaveText(
        hi('policy.shipping.tracking.heading'),
      );
      await expect(page.getByRole('link', { name: SHOP.phone }).first()).toBeVisible();
      // Its date in Hindi, written by Intl for hi-IN; the machine-readable date as it is.
      const updated = shippingPage(en).updated!;
      const date = page.locator(`time[datetime="${updated}"]`);
      await expect(date).toHaveText(formatCalendarDate(updated, 'hi-IN'));
      await expect(date).toHaveText(/^\d{1,2} \p{Script=Devanagari}+ \d{4}$/u);
    });
  });
}

for (const [path, heading] of [
  ['/hi/about', hi('about.heading', { shop: SHOP.name })],
  ['/hi/careers', hi('careers.heading')],
  ['/hi/blog', hi('blog.heading')],
  ['/hi/privacy', hi('policy.privacy.title')],
  ['/hi/terms', hi('policy.terms.title')],
] as const) {
  test(`${path} is in Hindi`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

for (const [path, heading, text] of [
  ['/hi/cookies', hi('policy.cookies.title'), hi('policy.cookies.stored.heading')],
  ['/hi/returns', hi('policy.returns.title'), hi('policy.returns.how.heading')],
  ['/hi/careers', hi('careers.heading'), hi('job.fieldTechnician.title')],
] as const) {
  test(`${path} has its long text in Hindi, with no block marked English`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { name: text, exact: true })).toBeVisible();
    await expect(page.locator('main [lang="en-IN"]')).toHaveCount(0);
  });
}

test('/hi/cookies and /hi/returns keep the English anchors; /hi/careers words each opening', async ({
  page,
}) => {
  await page.goto('/hi/cookies');
  await expect(page.locator('#what-we-store')).toHaveText(hi('policy.cookies.stored.heading'));
  await expect(page.getByText(hi('policy.cookies.stored.sessionPurpose'))).toBeVisible();
  await page.goto('/hi/returns');
  await expect(page.locator('#how-to-return-a-product')).toHaveText(
    hi('policy.returns.how.heading'),
  );
  await expect(page.getByText(hi('policy.warrantyExclusion.power'))).toBeVisible();
  await page.goto('/hi/careers');
  const job = page.locator('main article').first();
  await expect(job).toContainText(hi('job.fieldTechnician.location'));
  await expect(job).toContainText(hi('job.department.service'));
  await expect(job.getByText(hi('job.fieldTechnician.description'))).toBeVisible();
  // The application email stays English: the hiring inbox reads it.
  await expect(
    job.getByRole('link', { name: new RegExp(hi('careers.applyByEmail')) }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^mailto:.*${encodeURIComponent(en('job.fieldTechnician.title'))}`),
  );
});

// An article whose body is not in the catalogue (none, now that all four are worded).
for (const post of BLOG_POSTS.filter((p) => !isBodyWorded(p))) {
  test(`/hi/blog/${post.slug} is named in Hindi and keeps its English body, marked`, async ({
    page,
  }) => {
    const title = hi(`blog.post.${post.name}.title`);
    await page.goto('/hi/blog');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(hi('blog.inEnglish'))).toBeVisible();
    await expect(page.locator('main [lang="en-IN"] h2').first()).toHaveText(
      post.sections[0]!.heading,
    );
  });
}

for (const path of [
  '/hi/help',
  '/hi/contact',
  '/hi/shipping',
  '/hi/refund',
  '/hi/cookies',
  '/hi/returns',
  '/hi/careers',
  '/hi/about',
  `/hi/blog/${BLOG_POSTS[0]!.slug}`,
]) {
  test(`${path} passes axe with lang="hi"`, async ({ page }) => {
    await open(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expectAccessible(page, path);
  });
}

for (const post of BLOG_POSTS.filter(isBodyWorded)) {
  test(`/hi/blog/${post.slug} reads in Hindi, and its English address stays English`, async ({
    page,
  }) => {
    const body = blogBodyIn(post, hi);
    const first = body[0]!;
    const paragraph = first.blocks.find((block) => block.kind === 'paragraph')!;
    const title = hi(`blog.post.${post.name}.title`);
    await open(page, '/hi/blog');
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/blog/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Its sections keep the English anchors, so a link to a part lands in both languages.
    await expect(page.locator(`main h2[id="${first.id!}"]`)).toHaveText(first.heading);
    await expect(page.getByText(paragraph.text)).toBeVisible();
    await expect(page.locator('main [lang="en-IN"]')).toHaveCount(0);
    await expect(page.getByText(hi('blog.inEnglish'))).toHaveCount(0);

    await open(page, `/blog/${post.slug}`);
    const source = post.sections[0]!;
    await expect(page.locator(`main h2[id="${first.id!}"]`)).toHaveText(source.heading);
    const sourceParagraph = source.blocks.find((block) => block.kind === 'paragraph')!;
    await expect(page.getByText(sourceParagraph.text)).toBeVisible();
    await expect(page.getByText(first.heading)).toHaveCount(0);
  });
}
