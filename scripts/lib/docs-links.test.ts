import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ROOT,
  PRODUCT_DOCS,
  anchorsOf,
  codeFiles,
  linkProblems,
  pageLinkProblems,
  readProductDocs,
  slugify,
} from './docs-links';

const SECTION = '\u00a7';
// Built, so that this file's own fixtures are not links the tree-wide test below follows.
const DOCS = ['docs', 'product'].join('/');
const pages = new Map([['05-validation.md', new Set(['bank-details', 'phone'])]]);

describe('the checker of rule links', () => {
  it('makes GitHub anchors of headings, numbering repeated ones', () => {
    expect(slugify('Delivery cut-offs')).toBe('delivery-cut-offs');
    expect(slugify('2. Screens and routes')).toBe('2-screens-and-routes');
    expect([...anchorsOf('# Title\n## Popups\n```\n# not a heading\n```\n## Popups\n')]).toEqual([
      'title',
      'popups',
      'popups-1',
    ]);
  });

  it('accepts links to pages and headings that exist', () => {
    const text =
      '/** 9 digits (docs/product/05-validation.md#bank-details). */\n// docs/product/05-validation.md';
    expect(linkProblems(text, pages)).toEqual([]);
  });

  it('reports a missing page, a missing heading and a citation of the outside specification', () => {
    const text = [
      `// see ${DOCS}/99-nothing.md`,
      `// see ${DOCS}/05-validation.md#bank`,
      `// 9 digits (spec ${SECTION}5)`,
      `/* the card (${SECTION}2.6, ${SECTION}9) */`,
    ].join('\n');
    expect(linkProblems(text, pages).map(({ line, problem }) => [line, problem])).toEqual([
      [1, `${PRODUCT_DOCS}/99-nothing.md does not exist`],
      [2, `${PRODUCT_DOCS}/05-validation.md has no heading #bank`],
      [3, expect.stringContaining(`"${SECTION}5"`)],
      [4, expect.stringContaining(`"${SECTION}2.6"`)],
      [4, expect.stringContaining(`"${SECTION}9"`)],
    ]);
  });

  it("leaves the sections of the repository's own documents alone", () => {
    const text = `// one copy per page (ARCHITECTURE ${SECTION}2, ${SECTION}7; CONVENTIONS.md ${SECTION}3)`;
    expect(linkProblems(text, pages)).toEqual([]);
  });

  it('checks the links between the product pages', () => {
    const markdown = 'See [phone](05-validation.md#phone), [x](#nowhere) and [y](00-none.md).';
    expect(pageLinkProblems('05-validation.md', markdown, pages).map((p) => p.problem)).toEqual([
      '05-validation.md has no heading #nowhere',
      '00-none.md does not exist',
    ]);
  });
});

describe('the rule links of this repository', () => {
  const docs = readProductDocs();

  it('has the product pages, one per section', () => {
    expect([...docs.keys()].sort()).toEqual([
      '01-product.md',
      '02-screens.md',
      '03-entities.md',
      '04-states.md',
      '05-validation.md',
      '06-roles.md',
      '07-calls.md',
      '08-messages.md',
      '09-constants.md',
      'README.md',
    ]);
  });

  it('links only to pages and headings that exist, between the pages', () => {
    const problems = [...docs.keys()].flatMap((page) =>
      pageLinkProblems(page, readFileSync(join(ROOT, PRODUCT_DOCS, page), 'utf8'), docs).map(
        (p) => `${PRODUCT_DOCS}/${page}:${p.line}: ${p.problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('cites the rules in code by docs/product pages and headings that exist', () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      linkProblems(readFileSync(join(ROOT, file), 'utf8'), docs).map(
        (p) => `${file}:${p.line}: ${p.problem}\n    ${p.text}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
