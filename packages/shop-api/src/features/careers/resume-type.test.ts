import { resumeType } from './resume-type';

const zipEntry = (name: string, content = ''): Buffer => {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.from(content, 'latin1')]);
};

describe('resumeType (by content)', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['rtf', Buffer.from('{\\rtf1\\ansi Hello}')],
    ['doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])],
    [
      'docx',
      Buffer.concat([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml')]),
    ],
    ['odt', zipEntry('mimetype', 'application/vnd.oasis.opendocument.text')],
  ])('knows a %s', (type, data) => {
    expect(resumeType(data)).toBe(type);
  });

  it.each([
    ['an executable named .pdf', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['a script', Buffer.from('<script>alert(1)</script>')],
    ['a PNG', Buffer.from('89504e470d0a1a0a', 'hex')],
    ['an empty file', Buffer.alloc(0)],
    ['any other zip', zipEntry('payload.exe', 'MZ')],
    [
      'an OpenDocument spreadsheet',
      zipEntry('mimetype', 'application/vnd.oasis.opendocument.spreadsheet'),
    ],
    [
      'an Excel workbook',
      Buffer.concat([zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml')]),
    ],
    ['PDF bytes not at the start', Buffer.from('junk%PDF-1.4')],
  ])('refuses %s', (_name, data) => {
    expect(resumeType(data)).toBeNull();
  });
});
