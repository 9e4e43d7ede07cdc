/**
 * What a résumé file is, by its content (magic bytes and structure), not by its name or the
 * browser's Content-Type, both of which the sender chooses: PDF (header and end-of-file marker),
 * Word 97–2003 (OLE2), Word 2007+ (OOXML zip naming word/document.xml), RTF, OpenDocument text
 * (zip whose first entry is its mimetype). A zip is judged by its central directory's entry
 * names, not by strings anywhere in its bytes (F8: a file's content could name them).
 */
import type { ResumeExtension } from '@shop/types';

const startsWith = (data: Buffer, prefix: Buffer | string, at = 0): boolean => {
  const bytes = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return data.length >= at + bytes.length && data.subarray(at, at + bytes.length).equals(bytes);
};

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
/** ISO 32000: the end-of-file marker is within the file's last 1024 bytes. */
const PDF_EOF_WINDOW = 1024;

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory's entries (APPNOTE 4.3.12, 4.3.16), or null when it is no sound zip. */
function zipEntries(data: Buffer): ZipEntry[] | null {
  // The end record (22 bytes + a comment of at most 64 KB) is the last thing in the file.
  const floor = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let at = data.length - 22; at >= floor; at--)
    if (data.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || data.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (next > end) return null;
    entries.push({
      name: data.toString('latin1', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** ODF 1.2 part 3, 3.3: the first entry is 'mimetype', stored uncompressed, at the file's start. */
function isOdt(data: Buffer, first: ZipEntry | undefined): boolean {
  if (!first || first.name !== 'mimetype' || first.method !== 0 || first.localOffset !== 0)
    return false;
  const content = 30 + data.readUInt16LE(26) + data.readUInt16LE(28);
  return (
    first.compressedSize === ODT_MIMETYPE.length &&
    data.toString('latin1', content, content + first.compressedSize) === ODT_MIMETYPE
  );
}

/** The résumé's type, or null when it is none of the accepted ones. */
export function resumeType(data: Buffer): ResumeExtension | null {
  if (startsWith(data, '%PDF-'))
    return data.subarray(-PDF_EOF_WINDOW).includes('%%EOF') ? 'pdf' : null;
  if (startsWith(data, '{\\rtf')) return 'rtf';
  if (startsWith(data, OLE2)) return 'doc';
  if (!startsWith(data, ZIP)) return null;
  const entries = zipEntries(data);
  if (!entries) return null;
  if (isOdt(data, entries[0])) return 'odt';
  const names = new Set(entries.map((entry) => entry.name));
  if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return 'docx';
  return null;
}
