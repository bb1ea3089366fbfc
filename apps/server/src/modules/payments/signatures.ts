import crypto from 'node:crypto';

const hmacHex = (secret: string, message: string | Buffer) =>
  crypto.createHmac('sha256', secret).update(message).digest('hex');

/** Checkout's razorpay_signature: HMAC-SHA256(order_id + "|" + payment_id, key secret), hex. */
export function checkoutSignature(
  razorpayOrderId: string,
  razorpayPaymentId: string,
  keySecret: string,
): string {
  return hmacHex(keySecret, `${razorpayOrderId}|${razorpayPaymentId}`);
}

/** X-Razorpay-Signature: HMAC-SHA256 of the raw request body with the webhook secret, hex. */
export function webhookSignature(rawBody: Buffer, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody);
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Compares a received hex signature with the expected one in constant time. Both are decoded to
 * 32-byte buffers first, so timingSafeEqual always gets equal lengths; anything that is not 64
 * hex digits simply does not match.
 */
export function signatureMatches(expectedHex: string, receivedHex: string | undefined): boolean {
  const received = receivedHex?.trim().toLowerCase() ?? '';
  if (!HEX_SHA256.test(received) || !HEX_SHA256.test(expectedHex)) return false;
  return crypto.timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'));
}
