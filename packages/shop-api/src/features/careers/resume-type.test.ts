import { crc32, deflateRawSync } from 'node:zlib';
import { resumeType } from './resume-type';

interface Entry {
  name: string;
  content?: string;
  deflate?: boolean;
}

/** A real zip (APPNOTE 4.3): local headers and data, the central directory, its end record. */
function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, content = '', deflate = false } of entries) {
    const raw = Buffer.from(content, 'utf8');
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    // The fields both headers share, 2 bytes further on in the central one.
    const header = (size: number, signature: number, shift: number): Buffer => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      bytes.writeUInt16LE(20, 4);
      bytes.writeUInt16LE(deflate ? 8 : 0, 8 + shift);
      bytes.writeUInt32LE(crc32(raw), 14 + shift);
      bytes.writeUInt32LE(data.length, 18 + shift);
      bytes.writeUInt32LE(raw.length, 22 + shift);
      bytes.writeUInt16LE(nameBytes.length, 26 + shift);
      return bytes;
    };
    const local = header(30, 0x04034b50, 0);
    const central = header(46, 0x02014b50, 2);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The least a Word 2007+ document holds (ECMA-376 part 2): content types, relations, body. */
const DOCX = zip([
  {
    name: '[Content_Types].xml',
    deflate: true,
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    deflate: true,
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  },
  {
    name: 'word/document.xml',
    deflate: true,
    content:
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Анна</w:t></w:r></w:p></w:body></w:document>',
  },
]);
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
const ODT = zip([
  { name: 'mimetype', content: ODT_MIMETYPE },
  { name: 'content.xml', content: '<office:document-content/>', deflate: true },
]);

describe('resumeType (by content)', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\nendobj\n%%EOF\n')],
    ['rtf', Buffer.from('{\\rtf1\\ansi Hello}')],
    ['doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])],
    ['docx', DOCX],
    ['odt', ODT],
  ])('knows a %s', (type, data) => {
    expect(resumeType(data)).toBe(type);
  });

  it.each([
    ['an executable named .pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['a script', Buffer.from('<script>alert(1)</script>')],
    ['a PNG', Buffer.from('89504e470d0a1a0a', 'hex')],
    ['an empty file', Buffer.alloc(0)],
    ['any other zip', zip([{ name: 'payload.exe', content: 'MZ' }])],
    [
      'an OpenDocument spreadsheet',
      zip([{ name: 'mimetype', content: 'application/vnd.oasis.opendocument.spreadsheet' }]),
    ],
    ['an Excel workbook', zip([{ name: '[Content_Types].xml' }, { name: 'xl/workbook.xml' }])],
    ['PDF bytes not at the start', Buffer.from('junk%PDF-1.4\n%%EOF\n')],
    ['a PDF header on HTML, no end-of-file marker', Buffer.from('%PDF-<html><script>x</script>')],
    [
      'a PDF whose end-of-file marker is not in its last 1 KB',
      Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), Buffer.alloc(2048, 0x20)]),
    ],
    [
      'a zip that only mentions the OOXML names in a file of it',
      zip([{ name: 'readme.txt', content: '[Content_Types].xml word/document.xml' }]),
    ],
    [
      'a zip cut before its end record (the central directory cannot be found)',
      ((whole: Buffer) => whole.subarray(0, whole.length - 22))(
        zip([{ name: '[Content_Types].xml' }, { name: 'word/document.xml' }]),
      ),
    ],
    [
      'an OpenDocument whose mimetype is not its first entry',
      zip([{ name: 'content.xml' }, { name: 'mimetype', content: ODT_MIMETYPE }]),
    ],
    [
      'an OpenDocument whose mimetype is compressed',
      zip([{ name: 'mimetype', content: ODT_MIMETYPE, deflate: true }]),
    ],
  ])('refuses %s', (_name, data) => {
    expect(resumeType(data)).toBeNull();
  });
});
