/**
 * What a résumé file is, by its content (magic bytes), not by its name or the browser's
 * Content-Type, both of which the sender chooses: PDF, Word 97–2003 (OLE2), Word 2007+ (OOXML
 * zip with word/document.xml), RTF, OpenDocument text (zip whose first entry is its mimetype).
 */
import type { ResumeExtension } from '@shop/types';

const startsWith = (data: Buffer, prefix: Buffer | string, at = 0): boolean => {
  const bytes = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return data.length >= at + bytes.length && data.subarray(at, at + bytes.length).equals(bytes);
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';

/** The résumé's type, or null when it is none of the accepted ones. */
export function resumeType(data: Buffer): ResumeExtension | null {
  if (startsWith(data, '%PDF-')) return 'pdf';
  if (startsWith(data, '{\\rtf')) return 'rtf';
  if (startsWith(data, OLE2)) return 'doc';
  if (!startsWith(data, ZIP)) return null;
  // OpenDocument: the first entry is 'mimetype', stored uncompressed (ODF 1.2, docs/product/03-entities.md).
  if (startsWith(data, 'mimetype', 30) && startsWith(data, ODT_MIMETYPE, 38)) return 'odt';
  // OOXML: the names of a zip's entries are plain text in its headers.
  if (data.includes('[Content_Types].xml') && data.includes('word/document.xml')) return 'docx';
  return null;
}
