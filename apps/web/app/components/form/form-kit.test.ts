import { parseWithZod } from '@conform-to/zod/v4';
import {
  DISPATCH_FIELDS,
  DISPATCH_MESSAGES,
  shipPageFormSchema,
} from '@shop/shared/admin/dispatch';
import { importFormSchema, IMPORT_ERRORS } from '@shop/shared/admin/product-import';
import { UNEXPECTED_ERROR } from '@shop/shared/errors/unexpected';
import { describe, expect, it } from 'vitest';
import { postedIntent, readForm } from './shop-form';
import { isUnsent, sendToServer, skipAfterUnsent } from './unsent-posts';
import { z } from '@shop/shared/validation/z';

const formOf = (fields: [string, string][]) => {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return formData;
};

const post = (formData: FormData) =>
  new Request('http://shop.test/admin/ship', { method: 'POST', body: formData });

describe('sendToServer, the one clientAction', () => {
  it('passes the server action through, redirects and error responses included', async () => {
    const args = (serverAction: () => Promise<unknown>) => ({
      request: post(formOf([['a', '1']])),
      serverAction,
    });
    expect(await sendToServer(args(async () => ({ ok: true })))).toEqual({ ok: true });
    const redirect = new Response(null, { status: 302, headers: { location: '/x' } });
    await expect(sendToServer(args(() => Promise.reject(redirect)))).rejects.toBe(redirect);
  });

  it('says a post that never arrived in the form, with what was typed nested as Conform names it', async () => {
    const formData = formOf([
      ['email', 'a@b.in'],
      ['password', 'secret!'],
      [DISPATCH_FIELDS.carrier('ORD1234567890123'), 'Blue Dart'],
      ['specifications[0].name', 'Width'],
      ['specifications[1].name', 'Weight'],
      ['images', '/a.svg'],
      ['images', '/b.svg'],
    ]);
    const unsent = await sendToServer({
      request: post(formData),
      serverAction: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(isUnsent(unsent)).toBe(true);
    expect(unsent).toEqual({
      status: 'error',
      initialValue: {
        email: 'a@b.in',
        rows: { ORD1234567890123: { carrier: 'Blue Dart' } },
        specifications: [{ name: 'Width' }, { name: 'Weight' }],
        images: ['/a.svg', '/b.svg'],
      },
      error: { '': [UNEXPECTED_ERROR] },
    });
    // The page's data is not read again after it: it would only fail the same way.
    expect(skipAfterUnsent({ actionResult: unsent, defaultShouldRevalidate: true })).toBe(false);
    expect(skipAfterUnsent({ actionResult: { ok: 1 }, defaultShouldRevalidate: true })).toBe(true);
  });
});

describe('reading a form before its schema', () => {
  it('tells which button sent the form, and reads a few fields by their schema', () => {
    const formData = formOf([
      ['intent', ''],
      ['intent', 'address'],
      ['id', '12'],
    ]);
    expect(postedIntent(formData)).toBe('address');
    expect(postedIntent(formData, ['buy'])).toBeUndefined();
    expect(readForm(formData, z.object({ id: z.coerce.number().int() }))).toEqual({ id: 12 });
    expect(readForm(formData, z.object({ id: z.literal('x') }))).toBeUndefined();
  });
});

describe('the to-ship page form', () => {
  const a = 'ORD1764300000001';
  const b = 'ORD1764300000002';

  it('dispatches the ticked rows only, and puts each problem on its row', () => {
    const formData = formOf([
      ['intent', 'dispatch'],
      [DISPATCH_FIELDS.picked(a), 'on'],
      [DISPATCH_FIELDS.carrier(a), 'Blue Dart'],
      [DISPATCH_FIELDS.trackingNumber(a), 'AWB?'],
      [DISPATCH_FIELDS.carrier(b), ''],
      [DISPATCH_FIELDS.trackingNumber(b), ''],
    ]);
    const submission = parseWithZod(formData, { schema: shipPageFormSchema });
    expect(submission.status).toBe('error');
    expect(submission.reply().error).toEqual({
      [DISPATCH_FIELDS.trackingNumber(a)]: [
        DISPATCH_MESSAGES.forOrder(a, DISPATCH_MESSAGES.awbFormat),
      ],
      '': [DISPATCH_MESSAGES.nothingDone],
    });
  });

  it('says that no order was ticked', () => {
    const submission = parseWithZod(formOf([['intent', 'dispatch']]), {
      schema: shipPageFormSchema,
    });
    expect(submission.reply().error?.['']).toEqual([DISPATCH_MESSAGES.noneChosen]);
  });
});

describe('the CSV import form', () => {
  it('checks a chosen file, or applies the text just checked', () => {
    const none = parseWithZod(formOf([['intent', 'check']]), { schema: importFormSchema });
    expect(none.reply().error).toEqual({ file: [IMPORT_ERRORS.file] });
    const apply = parseWithZod(
      formOf([
        ['intent', 'apply'],
        ['csv', 'id,price\n1,10'],
      ]),
      {
        schema: importFormSchema,
      },
    );
    expect(apply.status).toBe('success');
  });
});
