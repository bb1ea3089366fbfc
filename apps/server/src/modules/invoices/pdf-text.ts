import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from '@shop/shared/i18n/language';
import { translator, type Translate } from '@shop/shared/i18n/translate';

/*
 * How the invoice PDF writes its labels in the document's language (ADR 110). PDFKit's standard
 * fonts have no Devanagari, so Hindi runs are set in Noto Sans Devanagari (SIL OFL 1.1), which
 * fontkit shapes (conjuncts, matras) and PDFKit embeds as a subset with a ToUnicode map. That
 * font's Devanagari file has no Latin letters, so a label is cut into runs: Devanagari in Noto,
 * the rest (GST, digits, punctuation) in Helvetica as before.
 */

// The package exports only its CSS and LICENSE; the font files sit beside the LICENSE.
const files = join(
  dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-devanagari/LICENSE')),
  'files',
);
const NOTO = {
  regular: join(files, 'noto-sans-devanagari-devanagari-400-normal.woff'),
  bold: join(files, 'noto-sans-devanagari-devanagari-700-normal.woff'),
};
const DEVANAGARI = 'devanagari';
const DEVANAGARI_BOLD = 'devanagari-bold';

/** Devanagari letters with the spaces between them, so a Hindi phrase is one shaped run. */
const RUN = /([\u0900-\u097F\u200C\u200D]+(?: +[\u0900-\u097F\u200C\u200D]+)*)/u;
const isDevanagari = (s: string) => /[\u0900-\u097F]/u.test(s);

/** The translate function for the document's language, with its Devanagari fonts registered. */
export function pdfLabels(doc: PDFKit.PDFDocument, lang: Language): Translate {
  if (lang === 'hi') {
    doc.registerFont(DEVANAGARI, NOTO.regular);
    doc.registerFont(DEVANAGARI_BOLD, NOTO.bold);
  }
  return translator(lang);
}

/** The font a run of text is set in. */
export function fontFor(text: string, bold: boolean): string {
  if (isDevanagari(text)) return bold ? DEVANAGARI_BOLD : DEVANAGARI;
  return bold ? 'Helvetica-Bold' : 'Helvetica';
}

/**
 * `doc.text` for a label that may mix Devanagari with Latin: each run in its own font, the runs
 * continued on one line (or wrapped as one paragraph). Text with one script is one call.
 */
export function label(
  doc: PDFKit.PDFDocument,
  text: string,
  bold: boolean,
  x?: number,
  y?: number,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = text.split(RUN).filter((r) => r !== '');
  const { align, width } = options;
  if (runs.length > 1 && align !== undefined && align !== 'left' && width && x !== undefined) {
    // PDFKit aligns each continued piece on its own; a centred or right-aligned line of runs is
    // placed from its measured width instead.
    const widths = runs.map((r) => doc.font(fontFor(r, bold)).widthOfString(r));
    const total = widths.reduce((a, b) => a + b, 0);
    if (total <= width) {
      let at = x + (align === 'right' ? width - total : (width - total) / 2);
      const top = y ?? doc.y;
      runs.forEach((run, i) => {
        doc.font(fontFor(run, bold)).text(run, at, top, { lineBreak: false });
        at += widths[i]!;
      });
      doc.x = x;
      doc.y = top + doc.currentLineHeight(true);
      return;
    }
  }
  runs.forEach((run, i) => {
    const opts = { ...options, continued: i < runs.length - 1 };
    doc.font(fontFor(run, bold));
    if (i === 0 && x !== undefined) doc.text(run, x, y, opts);
    else doc.text(run, opts);
  });
}
