import { LABEL_SIZE } from '@shop/shared/admin/dispatch';
import bwipjs from 'bwip-js/node';

/** What a 4×6-inch shipping label says (ADR 068). */
export interface ShippingLabel {
  orderId: string;
  shipTo: { name: string; address: string; city: string; state: string; pincode: string };
  phone: string;
  /** Courier and AWB number once shipped. */
  shipment: { carrier: string; trackingNumber: string } | null;
  /** The e-way bill line (ADR 097), which couriers ask for on a high-value parcel, or null. */
  ewayBill: string | null;
  /** What the courier collects for a Cash on Delivery order, in paise; null when prepaid. */
  codPaise: number | null;
  returnTo: { name: string; lines: string[]; phone: string };
}

// The PDF standard fonts have no ₹ glyph: amounts read 'Rs. 1,916.00', as on the invoices.
const figures = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const rs = (paise: number) => `Rs. ${figures.format(paise / 100)}`;

const M = 14; // margin
const W = LABEL_SIZE.width - 2 * M;
const GREY = '#555555';

/** A Code 128 barcode (the order id, or the AWB once shipped) as a PNG, drawn by bwip-js. */
export function orderBarcode(orderId: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text: orderId,
    scale: 3,
    height: 14,
    includetext: false,
    // Opaque white between the bars, whatever the label stock or the printer driver does.
    backgroundcolor: 'FFFFFF',
    paddingwidth: 0,
    paddingheight: 0,
  });
}

function heading(doc: PDFKit.PDFDocument, text: string, y: number): void {
  doc.font('Helvetica-Bold').fontSize(7).fillColor(GREY).text(text, M, y, { width: W });
  doc.fillColor('black');
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(M, y)
    .lineTo(M + W, y)
    .lineWidth(1)
    .strokeColor('black')
    .stroke();
}

/**
 * Adds a 4×6-inch page (288 × 432 pt) with the label: ship-to name, address, PIN and phone; what
 * to collect on delivery; the order id as text and as a Code 128 barcode; courier and AWB
 * number; the shop's return address.
 */
export async function drawLabel(doc: PDFKit.PDFDocument, label: ShippingLabel): Promise<void> {
  doc.addPage({ size: [LABEL_SIZE.width, LABEL_SIZE.height], margin: M });

  heading(doc, 'SHIP TO', M);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(label.shipTo.name, M, M + 10, { width: W });
  doc.font('Helvetica').fontSize(10).text(label.shipTo.address, { width: W });
  doc.text(`${label.shipTo.city}, ${label.shipTo.state}`, { width: W });
  doc.font('Helvetica-Bold').fontSize(16).text(`PIN ${label.shipTo.pincode}`, { width: W });
  doc.font('Helvetica').fontSize(10).text(`Phone: ${label.phone}`, { width: W });
  let y = Math.max(doc.y + 6, 150);
  rule(doc, y);

  y += 8;
  doc.font('Helvetica-Bold').fontSize(15);
  const pay =
    label.codPaise === null ? 'PREPAID: do not collect cash' : `COD: collect ${rs(label.codPaise)}`;
  doc.text(pay, M, y, { width: W, align: 'center' });
  y = doc.y + 6;
  rule(doc, y);

  y += 8;
  // Once shipped, the courier scans its AWB (ADR 101); before, the barcode is the order id.
  const scanned = label.shipment?.trackingNumber ?? label.orderId;
  heading(doc, label.shipment ? `AWB · ORDER ${label.orderId}` : 'ORDER', y);
  doc.image(await orderBarcode(scanned), M + 10, y + 11, { fit: [W - 20, 52], align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(scanned, M, y + 66, { width: W, align: 'center' });
  y = doc.y + 4;
  doc.font('Helvetica').fontSize(10);
  doc.text(
    label.shipment
      ? `Courier: ${label.shipment.carrier}   AWB: ${label.shipment.trackingNumber}`
      : 'Courier: ______________   AWB: ______________',
    M,
    y,
    { width: W, align: 'center' },
  );
  if (label.ewayBill) doc.fontSize(8).text(label.ewayBill, { width: W, align: 'center' });
  y = doc.y + 8;
  rule(doc, y);

  y += 8;
  heading(doc, 'IF UNDELIVERED, RETURN TO', y);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(label.returnTo.name, M, y + 10, { width: W });
  doc.font('Helvetica').fontSize(8);
  for (const line of label.returnTo.lines) doc.text(line, { width: W });
  doc.text(`Phone: ${label.returnTo.phone}`, { width: W });
}
