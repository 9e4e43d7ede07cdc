import {
  appOf,
  codeBearingFiles,
  codeUses,
  loadRegistries,
  prefixOf,
} from './error-code-registries';

const files = codeBearingFiles();
const registries = loadRegistries(files);
const registryFiles = new Set(registries.map((registry) => registry.file));
const isUnitTest = (file: string) =>
  /\.test\.tsx?$|\/testing\//.test(file) && !file.startsWith('e2e/');
const isTest = (file: string) => /\.test\.tsx?$|\/testing\/|^e2e\/|\.md$/.test(file);
const isComment = (text: string) => /^\s*(\/\/|\/?\*)/.test(text);

describe('error-code registries', () => {
  it('are found: one per app that has codes', () => {
    expect(registries.map((registry) => registry.app)).toEqual(
      expect.arrayContaining(['shell', 'mf-catalog', 'packages/api-client', 'scripts']),
    );
    const apps = registries.map((registry) => registry.app);
    expect(apps.filter((app, index) => apps.indexOf(app) !== index)).toEqual([]);
  });

  it('give every code one meaning: no code twice, within an app or across apps', () => {
    const owners = new Map<string, string[]>();
    for (const registry of registries)
      for (const { code } of registry.codes)
        owners.set(code, [...(owners.get(code) ?? []), registry.file]);
    const twice = [...owners].filter(([, where]) => where.length > 1);
    expect(twice).toEqual([]);
  });

  it("give each prefix to one app, and each code a prefix of its own app's", () => {
    const prefixOwners = new Map<string, string[]>();
    for (const registry of registries)
      for (const prefix of registry.prefixes)
        prefixOwners.set(prefix, [...(prefixOwners.get(prefix) ?? []), registry.app]);
    expect([...prefixOwners].filter(([, apps]) => apps.length > 1)).toEqual([]);
    const foreign = registries.flatMap((registry) =>
      registry.codes
        .filter(({ code }) => !registry.prefixes.includes(prefixOf(code) ?? ''))
        .map(({ code }) => `${registry.file}: ${code}`),
    );
    expect(foreign).toEqual([]);
  });

  it('hold every code the source, docs, README and E2E mention (of a registered prefix)', () => {
    const known = new Set(registries.flatMap((registry) => registry.codes.map((c) => c.code)));
    const owned = new Set(registries.flatMap((registry) => registry.prefixes));
    // A unit test may make up a code for its own fake; everything else names real ones.
    const missing = codeUses(files)
      .filter((use) => !isUnitTest(use.file))
      .filter((use) => owned.has(prefixOf(use.code) ?? '') && !known.has(use.code))
      .map((use) => `${use.file}:${use.line} ${use.code}`);
    expect(missing).toEqual([]);
  });

  it("leave codes to the registry: source writes the registry's constant, not the code", () => {
    const owned = new Set(registries.flatMap((registry) => registry.prefixes));
    const written = codeUses(files)
      .filter((use) => !isTest(use.file) && !registryFiles.has(use.file) && !isComment(use.text))
      .filter(
        (use) =>
          owned.has(prefixOf(use.code) ?? '') ||
          // A code-shaped word in a log line or a thrown error needs a registry too.
          /console\.(error|warn|info|log)|Error\(/.test(use.text),
      )
      .map((use) => `${use.file}:${use.line} ${use.code}`);
    expect(written).toEqual([]);
  });

  it('belong to the app whose files use them', () => {
    const appOfPrefix = new Map(
      registries.flatMap((registry) => registry.prefixes.map((p) => [p, registry.app] as const)),
    );
    const registryOf = new Map(registries.map((registry) => [registry.app, registry]));
    // Only registry imports can cross apps (the deploy scripts use the shell's DEPLOY codes).
    expect(registryOf.size).toBe(registries.length);
    expect([...appOfPrefix.values()].every((app) => registryOf.has(app))).toBe(true);
    expect(appOf('packages/ui/src/x.ts')).toBe('packages/ui');
  });
});
