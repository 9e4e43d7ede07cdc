import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { designFixture } from '../../testing/design-fixture';
import { giftFixture } from '../../testing/gift-fixture';
import { buildCertificatePdf, type CertificatePdfInput } from './build-certificate-pdf';
import { qrMatrix } from './certificate-qr';

// The real QR generator, watched: the PDF's QR must be made of the activation link
// (certificate-qr.test.ts reads a generated code back with a QR reader).
jest.mock('./certificate-qr', () => {
  const actual = jest.requireActual<typeof import('./certificate-qr')>('./certificate-qr');
  return { ...actual, qrMatrix: jest.fn(actual.qrMatrix) };
});

const fontBytes = new Uint8Array(readFileSync(join(__dirname, 'fonts/LiberationSans-Regular.ttf')));

const gift = giftFixture({
  id: 'GD-1002',
  amount: 7000,
  design: designFixture(2, 'Весна', []),
  message: 'С днём рождения! Пусть сбудется всё задуманное 🎉',
  expiresAt: '2027-11-24T00:00:00.000Z',
});

const input = (patch: Partial<CertificatePdfInput> = {}): CertificatePdfInput => ({
  gift,
  code: '1234',
  activationLink: 'https://shop.test.ru/get-certificate/GD-1002',
  locale: 'ru',
  texts: {
    title: 'Подарочный сертификат',
    number: 'Номер',
    code: 'Код активации',
    from: 'От кого',
    message: 'Пожелание',
    validUntil: 'Действует до',
    scan: 'Отсканируйте, чтобы активировать',
  },
  fontBytes,
  image: null,
  ...patch,
});

/** The embedded font files of a parsed document. */
const embeddedFonts = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFDict =>
        object instanceof PDFDict &&
        object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
    )
    .map((descriptor) => descriptor.lookup(PDFName.of('FontFile2')))
    .filter((file) => file instanceof PDFRawStream);

describe('certificate PDF', () => {
  it('opens as a one-page PDF that carries the amount and the message', async () => {
    const doc = await PDFDocument.load(await buildCertificatePdf(input()));
    expect(doc.getPageCount()).toBe(1);
    // The font has no ₽, so the amount is written with the currency's code.
    expect(doc.getTitle()).toBe('Подарочный сертификат 7\u00a0000\u00a0RUB');
    // Characters the font cannot draw (the emoji) are left out, the Cyrillic text stays.
    expect(doc.getSubject()).toBe('С днём рождения! Пусть сбудется всё задуманное ');
    expect(doc.getKeywords()).toBe('GD-1002');
    expect(jest.mocked(qrMatrix)).toHaveBeenCalledWith(
      'https://shop.test.ru/get-certificate/GD-1002',
    );
  });

  it('embeds a subset of its Cyrillic font, not the whole file', async () => {
    const bytes = await buildCertificatePdf(input());
    const fonts = embeddedFonts(await PDFDocument.load(bytes));
    expect(fonts).toHaveLength(1);
    expect(bytes.length).toBeLessThan(fontBytes.length / 2);
  });

  it('draws the design picture when there is one', async () => {
    // The smallest JPEG-shaped input pdf-lib accepts is a real one: a 1×1 white pixel.
    const jpg = Uint8Array.from(
      Buffer.from(
        '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
        'base64',
      ),
    );
    const doc = await PDFDocument.load(
      await buildCertificatePdf(input({ image: { bytes: jpg, type: 'jpg' } })),
    );
    const images = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, o]) =>
          o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
      );
    expect(images).toHaveLength(1);
  });

  it('writes an English certificate in dollars with the sign', async () => {
    const doc = await PDFDocument.load(
      await buildCertificatePdf(
        input({ locale: 'en', gift: { ...gift, currency: 'USD', amount: 150, message: 'Enjoy!' } }),
      ),
    );
    expect(doc.getTitle()).toBe('Подарочный сертификат $150');
    expect(doc.getSubject()).toBe('Enjoy!');
  });
});
