import { describe, expect, it } from 'vitest';
import { isPlaceholderKeyId, paymentModeFor, RAZORPAY_KEY_ID_PATTERN } from './mode';
import { verifyPaymentSchema } from './payment';

describe('payment mode', () => {
  it.each([
    undefined,
    null,
    '',
    '   ',
    'rzp_test_placeholder',
    'rzp_test_PLACEHOLDER_KEY',
    'YOUR_KEY_ID',
    'your_razorpay_key',
    'rzp_test_xxxxxxxxxxxxxx',
    'rzp_live_XXXXXXXX',
    'rzp_test_',
    'rzp_test_YOUR_KEY_ID',
    '[YOUR_KEY_ID]',
    '<key id>',
    'rzp_test_***',
    'changeme',
  ])('is demo for %j', (key) => {
    expect(isPlaceholderKeyId(key)).toBe(true);
    expect(paymentModeFor(key)).toBe('demo');
  });

  it.each(['rzp_test_1DP5mmOlF5G5ag', 'rzp_live_ILgsfZCZoFIKMb', 'rzp_test_LookAlike0001'])(
    'is live for a real-looking key %s',
    (key) => {
      expect(paymentModeFor(key)).toBe('live');
      expect(RAZORPAY_KEY_ID_PATTERN.test(key)).toBe(true);
    },
  );
});

describe('verify body', () => {
  it('keeps Checkout’s three fields and drops anything else, such as an amount', () => {
    const body = {
      razorpay_order_id: 'order_DLXae45SLMwqTZ',
      razorpay_payment_id: 'pay_DLXbWV0fmyNBvt',
      razorpay_signature: '7FB8D5BA784B5503DFD70B20D9B7339255057C3F1E93F7C29B2600F3F8504BD7',
      amount: 1,
    };
    expect(verifyPaymentSchema.parse(body)).toEqual({
      razorpay_order_id: 'order_DLXae45SLMwqTZ',
      razorpay_payment_id: 'pay_DLXbWV0fmyNBvt',
      razorpay_signature: '7fb8d5ba784b5503dfd70b20d9b7339255057c3f1e93f7c29b2600f3f8504bd7',
    });
    expect(verifyPaymentSchema.safeParse({ ...body, razorpay_signature: 'abc' }).success).toBe(
      false,
    );
  });
});
