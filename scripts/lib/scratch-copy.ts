import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A working copy of the repository's sources (tracked and new files, as they are now) in
 * `target`, sharing the installed packages: node_modules entries are links to the original's,
 * except the workspace links (@shop/*), which point at the copy's own folders.
 */
export function scratchCopy(root: string, target: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(root, file), join(target, file));
  }
  const modules = join(root, 'node_modules');
  mkdirSync(join(target, 'node_modules/@shop'), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry === '@shop') continue;
    symlinkSync(join(modules, entry), join(target, 'node_modules', entry));
  }
  for (const link of readdirSync(join(modules, '@shop'))) {
    // Relative links (../../packages/x) resolve inside the copy.
    symlinkSync(
      readlinkSync(join(modules, '@shop', link)),
      join(target, 'node_modules/@shop', link),
    );
  }
  // Workspaces with packages of their own (versions that differ from the root's).
  for (const workspace of files.filter((file) => file.endsWith('/package.json')).map(dirname)) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && !existsSync(join(target, workspace, 'node_modules')))
      symlinkSync(own, join(target, workspace, 'node_modules'));
  }
}
