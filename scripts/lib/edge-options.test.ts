import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps';
import { EDGE_NODE_FLAGS } from './edge-options';

describe('EDGE_NODE_FLAGS', () => {
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;

  // These run the edge in their own process, so Node must be started with its flags.
  it.each(['start', 'bench', 'bench:load'])('are given to node by npm run %s', (name) => {
    const command = scripts[name] ?? '';
    expect(command).toMatch(/^node /);
    for (const flag of EDGE_NODE_FLAGS) expect(command.split(' ')).toContain(flag);
  });

  it('are flags Node accepts', () => {
    expect(EDGE_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of EDGE_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0]!)).toBe(true);
  });
});
