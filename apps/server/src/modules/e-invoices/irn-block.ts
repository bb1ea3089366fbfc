import type { IrnRecord } from '@shop/shared/e-invoices/documents';
import bwipjs from 'bwip-js/node';
import type { Database } from '../../db/database';
import { findRegistration, irnRecord } from './repository';

/** What a registered document's PDF prints of its e-invoice (CGST Rule 48(4), ADR 098). */
export interface IrnPrint {
  irn: string;
  ackNo: string;
  ackDate: string;
  /** The QR code of the IRP's signed QR payload, as a PNG. */
  qrPng: Buffer;
}

const LEFT = 36;
const WIDTH = 523;
const QR_SIZE = 120;

/**
 * The QR code of the signed QR code token, unchanged: a buyer's or an officer's verifier app
 * reads the JWS from it and checks NIC's signature. Drawn by bwip-js, as the labels' barcodes.
 */
function qrPng(signedQrCode: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'qrcode',
    text: signedQrCode,
    scale: 3,
    backgroundcolor: 'FFFFFF',
  });
}

export async function irnPrint(record: IrnRecord | null | undefined): Promise<IrnPrint | null> {
  if (!record) return null;
  return {
    irn: record.irn,
    ackNo: record.ackNo,
    ackDate: record.ackDate,
    qrPng: await qrPng(record.signedQrCode),
  };
}

/** The e-invoice print of a document by its number; null when it has no IRN (B2C, or not yet). */
export async function irnPrintOf(db: Database, documentNumber: string): Promise<IrnPrint | null> {
  const row = await findRegistration(db, documentNumber);
  return irnPrint(row && irnRecord(row));
}

/**
 * Draws the IRN, acknowledgement number and date and the signed QR code below what the document
 * has drawn so far (on a new page when the rest of this one is too short); nothing without one.
 */
export function drawIrnBlock(doc: PDFKit.PDFDocument, print: IrnPrint | null | undefined): void {
  if (!print) return;
  const bottom = doc.page.height - doc.page.margins.bottom;
  let y = doc.y + 16;
  if (y + QR_SIZE > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  doc.image(print.qrPng, LEFT + WIDTH - QR_SIZE, y, { fit: [QR_SIZE, QR_SIZE] });
  const textWidth = WIDTH - QR_SIZE - 16;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
  doc.text('e-Invoice', LEFT, y, { width: textWidth });
  doc.font('Helvetica').fontSize(8.5).moveDown(0.3);
  doc.text(`IRN: ${print.irn}`, { width: textWidth });
  doc.text(`Ack No: ${print.ackNo}`, { width: textWidth });
  doc.text(`Ack Date: ${print.ackDate}`, { width: textWidth });
  doc.y = Math.max(doc.y, y + QR_SIZE);
}
