// Links from the code to the product's rules (docs/product): every comment that cites a rule
// names a page and heading that exist, and none cites the outside specification the rules were
// first written in (its section numbers mean nothing to a reader of this repository).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const PRODUCT_DOCS = 'docs/product';

/** Folders that hold our code; generated output under them is skipped. */
const CODE_ROOTS = ['shell', 'packages', 'e2e', 'scripts'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
]);
const CODE_FILE = /\.(?:ts|tsx|js|mjs|cjs|css)$/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugify(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown page's headings, numbered as GitHub numbers repeated ones. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugify(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The product pages by file name, each with its anchors. */
export function readProductDocs(root = ROOT): Map<string, Set<string>> {
  const dir = join(root, PRODUCT_DOCS);
  const pages = new Map<string, Set<string>>();
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.md')) pages.set(name, anchorsOf(readFileSync(join(dir, name), 'utf8')));
  }
  return pages;
}

const SECTION = '\u00a7';
// A section sign and a number ("4", "2.7"), also each further one of a list ("4, 9", "4/7").
const SECTION_REF = new RegExp(`${SECTION}\\s*\\d+(?:\\.\\d+)?`, 'g');
// Another document of ours may number its own sections (ARCHITECTURE.md, CONVENTIONS.md).
const OWN_DOCUMENT_BEFORE = new RegExp(
  `(?:ARCHITECTURE|CONVENTIONS)(?:\\.md)?\\s*(?:${SECTION}\\s*\\d+(?:\\.\\d+)?\\s*(?:,|/|and)\\s*)*$`,
);
const DOCS_LINK = /docs\/product\/([\w.-]+\.md)(?:#([\w-]+))?/g;

export interface LinkProblem {
  line: number;
  text: string;
  problem: string;
}

/** What is wrong with the rule references of one file's text. */
export function linkProblems(text: string, pages: Map<string, Set<string>>): LinkProblem[] {
  const problems: LinkProblem[] = [];
  text.split('\n').forEach((line, index) => {
    const report = (problem: string): void => {
      problems.push({ line: index + 1, text: line.trim(), problem });
    };
    for (const match of line.matchAll(SECTION_REF)) {
      if (!OWN_DOCUMENT_BEFORE.test(line.slice(0, match.index))) {
        report(
          `cites "${match[0]}" of the outside specification: link a ${PRODUCT_DOCS} page instead`,
        );
      }
    }
    for (const [, page, anchor] of line.matchAll(DOCS_LINK)) {
      const anchors = pages.get(page);
      if (!anchors) report(`${PRODUCT_DOCS}/${page} does not exist`);
      else if (anchor !== undefined && !anchors.has(anchor)) {
        report(`${PRODUCT_DOCS}/${page} has no heading #${anchor}`);
      }
    }
  });
  return problems;
}

/** Relative links between the product pages themselves: `](page.md#anchor)` and `](#anchor)`. */
export function pageLinkProblems(
  page: string,
  markdown: string,
  pages: Map<string, Set<string>>,
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  markdown.split('\n').forEach((line, index) => {
    for (const [, target, anchor] of line.matchAll(/\]\(([\w.-]*\.md)?(?:#([\w-]+))?\)/g)) {
      const name = target ?? page;
      const anchors = pages.get(name);
      if (!anchors)
        problems.push({ line: index + 1, text: line.trim(), problem: `${name} does not exist` });
      else if (anchor !== undefined && !anchors.has(anchor)) {
        problems.push({
          line: index + 1,
          text: line.trim(),
          problem: `${name} has no heading #${anchor}`,
        });
      }
    }
  });
  return problems;
}

/** Our code files (the shell, the remotes, packages, E2E, scripts), relative to the root. */
export function codeFiles(root = ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.'))
          walk(join(dir, entry.name));
      } else if (CODE_FILE.test(entry.name)) {
        files.push(relative(root, join(dir, entry.name)));
      }
    }
  };
  const roots = [
    ...CODE_ROOTS,
    ...readdirSync(root).filter((name) => name.startsWith('mf-')),
  ].filter((name) => existsSync(join(root, name)));
  for (const name of roots) walk(join(root, name));
  return files.sort();
}
