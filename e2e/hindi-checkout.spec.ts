import { formatPaiseExact } from '@shop/shared/format/money';
import { expectAccessible } from './axe';
import { catalogueProduct } from './catalogue-data';
import { expect, hydrated, test } from './fixtures';
import { uniqueEmail, xhr } from './people';

/**
 * A Hindi shopper's checkout (ADR 107), with JavaScript and without: logs in under /hi, is
 * refused a mobile number in Hindi (by the browser's check with JavaScript, by the server's
 * without: the same schema's error, shown from the errors namespace), checks out, pays in demo
 * mode and reads the order and the account in Hindi, the amounts the API's.
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(`Hindi checkout, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });
    test.describe.configure({ timeout: 120_000 });

    test('log in, a Hindi field error, checkout, demo payment, the order and the account', async ({
      page,
      request,
    }) => {
      const visit = async (url: string) => {
        await page.goto(url);
        if (javaScriptEnabled) await hydrated(page);
      };
      const email = uniqueEmail('hindi-checkout');
      const password = 'correct-horse-42';
      const created = await request.post('/api/auth/signup', {
        data: { name: 'Meera Stores', email, password },
        headers: xhr,
      });
      expect(created.status()).toBe(201);
      // Something to buy, in the guest's server cart (its cookie is the page's; ADR 042).
      const product = await catalogueProduct(page.request, { minStock: 10 });
      const added = await page.request.post('/api/cart/items', {
        headers: xhr,
        data: { productId: product.id, quantity: 1 },
      });
      expect(added.status()).toBe(200);

      // Checkout asks a guest to log in, in Hindi, and comes back to the Hindi checkout.
      await visit('/hi/checkout');
      await expect(page).toHaveURL(/\/hi\/login\?redirect=/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('अपने अकाउंट में लॉगिन करें');
      await expect(page).toHaveTitle(/लॉगिन करें या अकाउंट बनाएँ/);
      await main.getByLabel('ईमेल').fill(email);
      await main.getByLabel('पासवर्ड', { exact: true }).fill(password);
      await main.getByRole('button', { name: 'लॉगिन करें', exact: true }).click();
      await expect(page).toHaveURL(/\/hi\/checkout$/);
      if (javaScriptEnabled) await hydrated(page);

      // Shipping: a mobile number refused, said in Hindi next to the field.
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('चेकआउट');
      await expect(main.getByLabel('ईमेल')).toHaveValue(email);
      await expect(main.getByLabel('पूरा नाम')).toHaveValue('Meera Stores');
      await main.getByLabel('मोबाइल नंबर').fill('12345');
      await main.getByLabel('PIN code').fill('560025');
      await main.getByRole('textbox', { name: 'पता', exact: true }).fill('7 Residency Road');
      await main.getByLabel('शहर').fill('Bengaluru');
      // A state is chosen by its Hindi name; the form posts the English one the shop stores.
      await expect(main.getByLabel('राज्य').getByRole('option', { name: 'कर्नाटक' })).toHaveAttribute(
        'value',
        'Karnataka',
      );
      await main.getByLabel('राज्य').selectOption('Karnataka');
      await main.getByRole('button', { name: 'पेमेंट पर आगे बढ़ें' }).click();
      const mobile = main.getByLabel('मोबाइल नंबर');
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await expect(mobile).toHaveAccessibleDescription(/सही 10 अंकों का मोबाइल नंबर लिखें/);
      await expect(page).toHaveURL(/\/hi\/checkout$/);
      // axe runs in the page, so only with JavaScript; the HTML is the same without.
      if (javaScriptEnabled)
        await expectAccessible(page, 'Hindi checkout, shipping step with an error', 'main');
      await mobile.fill('98765 43210');
      await main.getByRole('button', { name: 'पेमेंट पर आगे बढ़ें' }).click();

      // Payment: UPI, in Hindi; then the review and Place Order.
      await expect(page).toHaveURL(/\/hi\/checkout\?step=payment$/);
      await expect(main.getByRole('heading', { name: /पेमेंट का तरीका/ })).toBeVisible();
      await expect(main.getByRole('radio', { name: /^UPI/ })).toBeChecked();
      await expect(main.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeVisible();
      // axe runs in the page, so only with JavaScript; the HTML is the same without.
      if (javaScriptEnabled) await expectAccessible(page, 'Hindi checkout, payment step', 'main');
      await main.getByRole('button', { name: 'ऑर्डर जाँचें' }).click();
      await expect(page).toHaveURL(/\/hi\/checkout\?step=review$/);
      await expect(page.getByTestId('review-method')).toHaveText('UPI');
      await expect(main.getByText('Bengaluru, कर्नाटक 560025')).toBeVisible();
      await main.getByRole('button', { name: 'ऑर्डर दें' }).click();
      await expect(page).toHaveURL(/\/hi\/account\?tab=orders&placed=ORD\d+/);
      const orderId = new URL(page.url()).searchParams.get('placed')!;

      // Pays in demo mode: with JavaScript the payment opens at once, without it is a form.
      // With it, the demo payment's dialog and its outcome are in Hindi too.
      if (javaScriptEnabled) {
        const ask = page.getByRole('dialog', { name: 'डेमो पेमेंट' });
        await expect(ask).toContainText('डेमो मोड: इस दुकान पर ऑनलाइन पेमेंट चालू नहीं है');
        await expect(ask).toContainText(`ऑर्डर ${orderId} के`);
        await expect(ask.getByRole('button', { name: 'अभी नहीं' })).toBeVisible();
        await ask.getByRole('button', { name: 'पेमेंट हो गया मानें (डेमो)' }).click();
        await expect(ask).toBeHidden();
        await expect(
          main.getByRole('status').filter({ hasText: 'डेमो पेमेंट सफल रहा!' }),
        ).toBeVisible();
      } else {
        await main.getByRole('button', { name: 'अभी पेमेंट करें (डेमो)' }).first().click();
      }
      await expect
        .poll(async () => {
          const res = await page.request.get(`/api/orders/${orderId}`);
          return ((await res.json()) as { order: { paymentStatus: string } }).order.paymentStatus;
        })
        .toBe('Paid');
      const { order } = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
        order: { totalPaise: number; status: string };
      };

      // The order page in Hindi, its amounts the API's.
      await visit(`/hi/orders/${orderId}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`ऑर्डर ${orderId}`);
      await expect(page).toHaveTitle(`ऑर्डर ${orderId} | Shubh Billing Systems`);
      // Paid: still Placed, or already Processing, as the API says; in Hindi either way.
      const status: Record<string, string> = { Placed: 'दिया गया', Processing: 'तैयार हो रहा है' };
      await expect(page.getByTestId('order-status')).toHaveText(
        status[order.status] ?? order.status,
      );
      await expect(page.getByTestId('payment-status')).toHaveText('पेमेंट हो गया');
      await expect(page.getByTestId('order-total')).toHaveText(formatPaiseExact(order.totalPaise));
      await expect(main.getByText('उप-योग (1 सामान)')).toBeVisible();
      // Its status history too: the first step is the order placed.
      const history = main.getByRole('list', { name: 'ऑर्डर के स्टेटस का इतिहास' });
      await expect(history.getByTestId('timeline-status').first()).toHaveText('दिया गया');
      await expect(main.getByText('Bengaluru, कर्नाटक 560025')).toBeVisible();
      await expect(main.getByRole('link', { name: 'सभी ऑर्डर' })).toHaveAttribute(
        'href',
        '/hi/orders',
      );

      // The account page in Hindi, its tabs and the greeting.
      await visit('/hi/account');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('मेरा अकाउंट');
      await expect(page).toHaveTitle('मेरा अकाउंट | Shubh Billing Systems');
      await expect(main).toContainText('नमस्ते, Meera Stores');
      for (const tab of ['प्रोफ़ाइल', 'पते', 'ऑर्डर', 'सेटिंग्स']) {
        await expect(main.getByRole('tab', { name: tab })).toBeVisible();
      }
      // axe runs in the page, so only with JavaScript; the HTML is the same without.
      if (javaScriptEnabled) await expectAccessible(page, 'Hindi account page', 'main');
    });
  });
}
