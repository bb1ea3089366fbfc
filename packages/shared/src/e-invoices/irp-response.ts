import { z } from '../validation/z';

/** What the back office says when an IRP response is refused or taken. */
export const E_INVOICE_TEXTS = {
  notJson:
    'Paste the response exactly as the portal gave it: a JSON object with Irn, AckNo, AckDt and SignedQRCode.',
  irn: 'The IRN is 64 characters of 0–9 and a–f.',
  ackNo: 'The acknowledgement number is digits only.',
  ackDate: 'The acknowledgement date is written 2026-11-28 14:05:00, as the portal gives it.',
  signedQrCode:
    'The signed QR code is a JWT: three parts separated by dots, the middle one the QR data.',
  document: 'Choose the invoice or credit note this response is for.',
  notFound: (number: string) => `No B2B invoice or credit note numbered ${number}.`,
  notApplicable: 'E-invoicing is off for this shop (E_INVOICING=off), so no document needs an IRN.',
  mismatch: (what: string, inResponse: string, expected: string) =>
    `This response is for ${what} ${inResponse}, not ${expected}. Check you pasted the response of the right document.`,
  already: (number: string) =>
    `${number} already has an IRN. An IRN cannot be replaced; cancel it on the portal within 24 hours and issue a new document instead.`,
  irnTaken: 'That IRN is already recorded for another document.',
  imported: (number: string) =>
    `IRN recorded for ${number}. Its PDF now carries the IRN and QR code.`,
  unexpected: 'The response could not be recorded. Try again.',
} as const;

/** The data the IRP signs into the QR code (e-invoice API: "Signed QR Code" payload `data`). */
export const signedQrDataSchema = z.object({
  SellerGstin: z.string(),
  BuyerGstin: z.string(),
  DocNo: z.string(),
  DocTyp: z.string(),
  DocDt: z.string(),
  TotInvVal: z.number(),
  ItemCnt: z.number(),
  MainHsnCode: z.string(),
  Irn: z.string(),
  IrnDt: z.string(),
});
export type SignedQrData = z.infer<typeof signedQrDataSchema>;

/** The platform's decoders (Node and browsers have both); this package is built without DOM types. */
const platform = globalThis as unknown as {
  atob(data: string): string;
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
};

function base64UrlJson(part: string): unknown {
  const binary = platform.atob(part.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (c: string) => c.charCodeAt(0));
  return JSON.parse(new platform.TextDecoder().decode(bytes));
}

/**
 * The QR data inside the IRP's signed QR code (a JWS: header.payload.signature, the payload's
 * `data` the JSON the QR shows), or null when it is not one. The signature is not checked here:
 * the shop keeps and prints the token exactly as the IRP signed it, for the buyer to verify.
 */
export function signedQrData(token: string): SignedQrData | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return null;
  try {
    const payload = base64UrlJson(parts[1]!);
    const inner =
      typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'data') : null;
    const data = typeof inner === 'string' ? JSON.parse(inner) : inner;
    const parsed = signedQrDataSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The IRP's response to one document (Generate IRN, or a row of the bulk upload's result). */
export const irpResponseSchema = z.object({
  Irn: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, E_INVOICE_TEXTS.irn),
  AckNo: z
    .union([
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^\d{1,20}$/, E_INVOICE_TEXTS.ackNo),
    ])
    .transform(String),
  AckDt: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, E_INVOICE_TEXTS.ackDate),
  SignedQRCode: z
    .string()
    .trim()
    .max(8000, E_INVOICE_TEXTS.signedQrCode)
    .refine((t) => signedQrData(t) !== null, E_INVOICE_TEXTS.signedQrCode),
});
export type IrpResponse = z.infer<typeof irpResponseSchema>;

function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/e-invoices/responses and the e-invoices page's import form: the document's
 * number and the portal's response to it, pasted as it came (JSON text) or sent as an object.
 */
export const importIrnSchema = z.object({
  document: z
    .string({ error: E_INVOICE_TEXTS.document })
    .trim()
    .min(1, E_INVOICE_TEXTS.document)
    .max(16, E_INVOICE_TEXTS.document),
  response: z
    .preprocess(
      parsedJson,
      z
        .custom<unknown>(
          (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
          E_INVOICE_TEXTS.notJson,
        )
        .pipe(irpResponseSchema),
    )
    .meta({
      description:
        "The IRP's response to the document, as an object or as its JSON text: Irn (64 hex characters), AckNo (digits), AckDt ('yyyy-MM-dd HH:mm:ss', India time) and SignedQRCode (the JWS the QR code carries); other fields are ignored.",
    }),
});
export type ImportIrn = z.infer<typeof importIrnSchema>;
