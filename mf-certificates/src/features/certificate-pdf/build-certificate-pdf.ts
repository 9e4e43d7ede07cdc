import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import { formatDate, formatPrice } from '@shop/i18n';
import type { GiftDeposit, Locale } from '@shop/types';
import { qrMatrix } from './certificate-qr';

/** The certificate's printed words in the page's language (the remote's catalogue). */
export interface CertificatePdfTexts {
  title: string;
  number: string;
  code: string;
  from: string;
  message: string;
  validUntil: string;
  scan: string;
}

export interface CertificatePdfInput {
  gift: GiftDeposit;
  /** The activation code: printed, never put in the QR's link (links end up in histories and logs). */
  code: string;
  /** The activation page of this certificate, the QR's content. */
  activationLink: string;
  locale: Locale;
  texts: CertificatePdfTexts;
  /** A TrueType font with Latin and Cyrillic glyphs, embedded as a subset. */
  fontBytes: Uint8Array;
  /** The design's picture, when it could be read; otherwise the design's colour fills its place. */
  image: { bytes: Uint8Array; type: 'jpg' | 'png' } | null;
}

// A5 landscape, in points.
const WIDTH = 595.28;
const HEIGHT = 419.53;
const MARGIN = 32;
const BAND = 170;
const QR_SIDE = 118;
const INK = rgb(0.13, 0.12, 0.11);
const MUTED = rgb(0.38, 0.36, 0.34);
/** One colour per design when its picture is missing (ids cycle through them). */
const DESIGN_COLOURS = [rgb(0.55, 0.35, 0.45), rgb(0.25, 0.4, 0.55), rgb(0.6, 0.5, 0.3)];

/** The text as the font can draw it: spaces it lacks become plain ones, other glyphs it lacks go. */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u202f\u2009]/g, '\u00a0')]
    .filter((char) => known.has(char.codePointAt(0) ?? 0) || char === '\n')
    .join('');
}

/** The amount with its currency sign, or with the currency's code when the font has no sign. */
function amountText(gift: GiftDeposit, locale: Locale, font: PDFFont): string {
  const withSign = formatPrice(gift.amount, gift.currency, locale);
  const known = new Set(font.getCharacterSet());
  if ([...withSign].every((c) => known.has(c.codePointAt(0) ?? 0) || c === '\u202f'))
    return drawable(withSign, font);
  const withCode = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: gift.currency,
    currencyDisplay: 'code',
    maximumFractionDigits: Number.isInteger(gift.amount) ? 0 : 2,
  }).format(gift.amount);
  return drawable(withCode, font);
}

/** Lines of at most `width` points, at most `max` of them (the last one ends with "…"). */
function wrap(text: string, font: PDFFont, size: number, width: number, max: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    lines.push(line);
  }
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  kept[max - 1] = `${kept[max - 1] ?? ''}…`;
  return kept;
}

function drawQr(page: PDFPage, link: string, x: number, y: number, side: number): void {
  const qr = qrMatrix(link);
  // A quiet zone of 2 modules around the code, as scanners expect.
  const cell = side / (qr.size + 4);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < qr.size; row += 1)
    for (let column = 0; column < qr.size; column += 1)
      if (qr.isDark(row, column))
        page.drawRectangle({
          x: x + (column + 2) * cell,
          // PDF's y grows upwards; the QR's rows go down.
          y: y + side - (row + 3) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
}

async function designImage(doc: PDFDocument, input: CertificatePdfInput): Promise<PDFImage | null> {
  if (!input.image) return null;
  return input.image.type === 'png'
    ? doc.embedPng(input.image.bytes)
    : doc.embedJpg(input.image.bytes);
}

/**
 * The gift certificate as a one-page PDF: the design's picture (or colour), the title, amount,
 * number and code, sender, message, validity and a QR code of the activation page. The amount
 * and message are also the document's title and subject, so a mail client or a test reads them.
 */
export async function buildCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const { gift, texts, locale } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(input.fontBytes, { subset: true });
  const page = doc.addPage([WIDTH, HEIGHT]);
  const amount = amountText(gift, locale, font);
  const message = drawable(gift.message, font);

  const image = await designImage(doc, input);
  if (image) {
    // Cover the band, cropping what does not fit (the picture keeps its proportions).
    const scale = Math.max(WIDTH / image.width, BAND / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    page.drawImage(image, { x: (WIDTH - width) / 2, y: HEIGHT - BAND, width, height });
    page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT - BAND, color: rgb(1, 1, 1) });
  } else {
    const colour = DESIGN_COLOURS[(gift.design?.id ?? 0) % DESIGN_COLOURS.length];
    page.drawRectangle({ x: 0, y: HEIGHT - BAND, width: WIDTH, height: BAND, color: colour });
  }

  let y = HEIGHT - BAND - 36;
  const text = (value: string, size: number, color = INK) => {
    page.drawText(drawable(value, font), { x: MARGIN, y, size, font, color });
    y -= size + 8;
  };
  text(texts.title, 20);
  text(amount, 26);
  text(`${texts.number}: ${gift.id}    ${texts.code}: ${input.code}`, 11);
  if (gift.senderName) text(`${texts.from}: ${gift.senderName}`, 11);
  if (message) {
    const width = WIDTH - 2 * MARGIN - QR_SIDE - 16;
    for (const line of wrap(message, font, 11, width, 3)) text(line, 11, MUTED);
  }
  y = MARGIN;
  text(`${texts.validUntil}: ${formatDate(gift.expiresAt, locale)}`, 9, MUTED);

  const qrX = WIDTH - MARGIN - QR_SIDE;
  drawQr(page, input.activationLink, qrX, MARGIN + 14, QR_SIDE);
  page.drawText(drawable(texts.scan, font), { x: qrX, y: MARGIN, size: 8, font, color: MUTED });

  doc.setTitle(`${drawable(texts.title, font)} ${amount}`);
  doc.setSubject(message);
  doc.setKeywords([gift.id]);
  doc.setLanguage(locale === 'ru' ? 'ru-RU' : 'en');
  doc.setCreator('Jewelry shop');
  return doc.save();
}
