import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type { QuoteDetail, QuoteLine, QuoteMessage, QuoteSummary, QuoteTotalsView } from './quote';
import { QUOTE_STATUSES } from './quote';

/* What the quotations API answers with (ADR 105). Prices in rupees, amounts in paise. */

const paise = z.number().int();

const summaryShape = {
  id: z.number().int(),
  quoteNumber: z.string().nullable().meta({ description: 'QT/2026-27/0001 once sent' }),
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  businessName: z.string().nullable(),
  poNumber: z.string().nullable(),
  lineCount: z.number().int(),
  totalPaise: paise.nullable().meta({ description: 'Payable total once priced' }),
  validUntil: z.string().nullable().meta({ description: 'India date, last day to accept' }),
  createdAt: z.string(),
};

export const quoteSummarySchema = describes<QuoteSummary>()(
  z.object(summaryShape).meta({ id: 'QuoteSummary' }),
);

const lineSchema = describes<QuoteLine>()(
  z.object({
    lineNo: z.number().int(),
    productId: z.number().int(),
    name: z.string(),
    hsn: z.string(),
    quantity: z.number().int(),
    listPrice: z.number().int().meta({ description: 'Rupees, GST excluded' }),
    unitPrice: z.number().int().nullable().meta({ description: 'Quoted rupees, GST excluded' }),
    taxableValuePaise: paise.nullable(),
    taxPaise: paise.nullable(),
  }),
);

const totalsSchema = describes<QuoteTotalsView>()(
  z.object({
    subtotalPaise: paise,
    shippingPaise: paise,
    taxPaise: paise,
    roundOffPaise: paise,
    totalPaise: paise,
    split: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('intra-state'), cgstPaise: paise, sgstPaise: paise }),
      z.object({ kind: z.literal('inter-state'), igstPaise: paise }),
    ]),
  }),
);

const messageSchema = describes<QuoteMessage>()(
  z.object({
    author: z.enum(['buyer', 'shop']),
    authorEmail: z.string(),
    body: z.string(),
    at: z.string(),
  }),
);

export const quoteDetailSchema = describes<QuoteDetail>()(
  z
    .object({
      ...summaryShape,
      version: z.number().int(),
      neededBy: z.string().nullable(),
      notes: z.string().nullable(),
      customerPhone: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
      businessGstin: z.string().nullable(),
      shippingPrice: z.number().int(),
      terms: z.string().nullable(),
      sentAt: z.string().nullable(),
      orderId: z.string().nullable(),
      lines: z.array(lineSchema),
      totals: totalsSchema.nullable(),
      messages: z.array(messageSchema),
    })
    .meta({ id: 'QuoteDetail' }),
);
