import { checkContact } from './check-contact';
import { checkResume } from './check-resume';

describe('checkResume', () => {
  it('needs a file', () => {
    expect(checkResume(null)).toBe('error.resume.required');
    expect(checkResume({ name: 'cv.pdf', size: 0 })).toBe('error.resume.required');
  });

  it('takes PDF, DOC, DOCX, RTF and ODT up to 5 MB, in any letter case', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'a.doc', 'a.docx', 'a.rtf', 'a.odt', 'my.cv.Docx'])
      expect(checkResume({ name, size: 1000 })).toBeNull();
    expect(checkResume({ name: 'cv.pdf', size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    for (const name of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.txt', 'photo.jpg'])
      expect(checkResume({ name, size: 1000 })).toBe('error.resume.type');
    expect(checkResume({ name: 'cv.pdf', size: 5 * 1024 * 1024 + 1 })).toBe('error.resume.size');
  });
});

describe('checkContact', () => {
  it('takes an e-mail or a phone number', () => {
    expect(checkContact('anna@example.com')).toBeNull();
    expect(checkContact('+7 (999) 123-45-67')).toBeNull();
  });

  it('refuses blank and anything else', () => {
    expect(checkContact('  ')).toBe('error.field.empty');
    expect(checkContact('call me')).toBe('error.contact.invalid');
    expect(checkContact('anna@example')).toBe('error.contact.invalid');
  });
});
