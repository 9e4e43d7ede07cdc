import type { GiftDeposit, Locale } from '@shop/types';
import { buildCertificatePdf, type CertificatePdfTexts } from './build-certificate-pdf';
import { CERTIFICATE_FONT_URL } from './font-url';

async function bytesOf(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The design's picture as a JPEG (pdf-lib draws JPEG and PNG, the shop serves WebP), or null
 * when it cannot be read: the certificate then shows the design's colour instead.
 */
async function designJpeg(url: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const bitmap = await createImageBitmap(await response.blob());
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.88),
    );
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** Makes the gift's certificate PDF in the browser and hands it to the browser as a download. */
export async function downloadCertificatePdf(options: {
  gift: GiftDeposit;
  code: string;
  locale: Locale;
  texts: CertificatePdfTexts;
  activationLink: string;
}): Promise<void> {
  const [fontBytes, picture] = await Promise.all([
    bytesOf(CERTIFICATE_FONT_URL),
    options.gift.design ? designJpeg(options.gift.design.image) : Promise.resolve(null),
  ]);
  const pdf = await buildCertificatePdf({
    ...options,
    fontBytes,
    image: picture ? { bytes: picture, type: 'jpg' } : null,
  });
  // pdf-lib answers a Uint8Array over a plain ArrayBuffer; the DOM types want that said.
  const url = URL.createObjectURL(
    new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${options.gift.id}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is freed after it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
