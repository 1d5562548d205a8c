import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The project's own ESLint config, run on a small tree laid out like ours: each import marked
 * `// ✗` must be reported by the boundary rules (or the rule against deep climbs), and nothing else.
 */
const tree: Record<string, string> = {
  'package.json': JSON.stringify({
    type: 'module',
    imports: { '#src/*': './src/*', '#machines/*': './machines/*', '#content/*': './content/*', '#mocks/*': './mocks/*' },
  }),
  'src/app/App.ts': `import { home } from '#src/pages/home/HomePage';\nexport const app = [home];\n`,
  'src/pages/home/HomePage.ts': `import { chat } from '#src/features/chat/Chat';\nexport const home = [chat];\n`,
  'src/pages/not-found/NotFoundPage.ts': `export const notFound = 404;\n`,
  'src/pages/guides/GuidePage.ts': [
    `import { chat } from '#src/features/chat/Chat';`,
    `import { button } from '../../ui/Button';`,
    `import { notFound } from '../not-found/NotFoundPage'; // ✗`,
    `import { app } from '#src/app/App'; // ✗`,
    `export const guide = [chat, button, notFound, app];`,
  ].join('\n'),
  'src/features/chat/ChatPart.ts': `export const part = 1;\n`,
  'src/features/chat/Chat.ts': [
    `import { part } from './ChatPart';`,
    `import { today } from '#src/lib/clock';`,
    `import { button } from '#src/ui/Button';`,
    `import { theme } from '#src/styles/theme';`,
    `import { chatMachine } from '#machines/chat.machine';`,
    `import { site } from '#content/site';`,
    `import { signup } from '../newsletter/Signup'; // ✗`,
    `import { home } from '#src/pages/home/HomePage'; // ✗`,
    `import { app } from '#src/app/App'; // ✗`,
    `export const chat = [part, today, button, theme, chatMachine, site, signup, home, app];`,
  ].join('\n'),
  'src/features/chat/Chat.test.ts': [
    `import { chat } from './Chat';`,
    `import { renderApp } from '#src/test/renderApp';`,
    `import { handlers } from '#mocks/perplexity';`,
    `export const used = [chat, renderApp, handlers];`,
  ].join('\n'),
  'src/features/newsletter/Signup.ts': `import { plan } from '#src/features/plan/plan';\nexport const signup = [1, plan];\n`,
  'src/features/plan/plan.ts': [
    `import { today } from '#src/lib/clock';`,
    `import { part } from '#src/features/chat/ChatPart'; // ✗`,
    `export type Spot = { lat: number };`,
    `export const plan = [today, part];`,
  ].join('\n'),
  'src/ui/Button.ts': [
    `import { today } from '#src/lib/clock';`,
    `import { theme } from '../styles/theme';`,
    `import { site } from '#content/site'; // ✗`,
    `import { chat } from '#src/features/chat/Chat'; // ✗`,
    `export const button = [today, theme, site, chat];`,
  ].join('\n'),
  'src/styles/theme.ts': [
    `import { today } from '#src/lib/clock';`,
    `import { button } from '#src/ui/Button'; // ✗`,
    `export const theme = [today, button];`,
  ].join('\n'),
  'src/lib/clock.ts': [
    `import { site } from '#content/site';`,
    `import { chat } from '#src/features/chat/Chat'; // ✗`,
    `import { button } from '#src/ui/Button'; // ✗`,
    `import { theme } from '#src/styles/theme'; // ✗`,
    `import { plan } from '#src/features/plan/plan'; // ✗`,
    `export const today = [site, chat, button, theme, plan];`,
  ].join('\n'),
  'src/pages/home/homeRules.ts': `export const rules = 1;\n`,
  'src/early/parts/homePart.ts': [
    `import { today } from '#src/lib/clock';`,
    `import { site } from '#content/site';`,
    `import { rules } from '#src/pages/home/homeRules';`,
    `import { theme } from '#src/styles/theme'; // ✗`,
    `import { chat } from '#src/features/chat/Chat'; // ✗`,
    `import { app } from '#src/app/App'; // ✗`,
    `export const homePart = [today, site, rules, theme, chat, app];`,
  ].join('\n'),
  'src/test/renderApp.ts': `import { app } from '#src/app/App';\nexport const renderApp = app;\n`,
  'machines/chat.machine.ts': [
    `import { site } from '../content/site';`,
    `import { today } from '#src/lib/clock'; // ✗`,
    `import type { Spot } from '#src/features/plan/plan';`,
    `export type ChatEvent = { type: 'ask'; spot?: Spot };`,
    `export const chatMachine = [site, today];`,
  ].join('\n'),
  'content/links.ts': `export const links = {};\n`,
  'content/festivals/by/region/Nested.ts': `import { links } from '../../../links'; // ✗\nexport const nested = links;\n`,
  'content/site.ts': [
    `import { links } from './links';`,
    `import { chatMachine } from '#machines/chat.machine'; // ✗`,
    `import { today } from '../src/lib/clock'; // ✗`,
    `export const site = [links, chatMachine, today];`,
  ].join('\n'),
  'mocks/perplexity.ts': [
    `import type { ChatEvent } from '#machines/chat.machine';`,
    `import type { today } from '#src/lib/clock';`,
    `import { site } from '../content/site';`,
    `import { chatMachine } from '../machines/chat.machine'; // ✗`,
    `import { part } from '../src/features/chat/ChatPart'; // ✗`,
    `export const handlers: Array<ChatEvent | typeof today> = [site, chatMachine, part] as never;`,
  ].join('\n'),
  'tests/fixtures.ts': `export const fixtures = 1;\n`,
  'tests/early.spec.ts': [
    `import { scenarios } from '../scenarios/early.mjs';`,
    `import { fixtures } from './fixtures';`,
    `export const spec = [scenarios, fixtures];`,
  ].join('\n'),
  'scenarios/early.mjs': [
    `import { handlers } from '../mocks/perplexity';`,
    `import { fixtures } from '../tests/fixtures'; // ✗`,
    `import { today } from '../src/lib/clock'; // ✗`,
    `export const scenarios = [handlers, fixtures, today];`,
  ].join('\n'),
  'scripts/bench.mjs': [
    `import { scenarios } from '../scenarios/early.mjs';`,
    `import { handlers } from '../mocks/perplexity';`,
    `import { fixtures } from '../tests/fixtures'; // ✗`,
    `export const bench = [scenarios, handlers, fixtures];`,
  ].join('\n'),
};

let root: string;
let results: ESLint.LintResult[];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(tree)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: resolve(import.meta.dirname, '../../eslint.config.js'),
    // The tree's relative imports show what the boundaries allow; which spelling an import uses is another rule's (aliasImports.test.ts).
    overrideConfig: { settings: { 'boundaries/root-path': root }, rules: { 'project/alias-imports': 'off' } },
  });
  results = await eslint.lintFiles(['src', 'machines', 'content', 'mocks', 'scenarios', 'scripts', 'tests']);
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** `file:line` of every import marked ✗ in the tree, and of every problem ESLint reports. */
const marked = () =>
  Object.entries(tree).flatMap(([path, text]) =>
    text.split('\n').flatMap((line, index) => (line.includes('// ✗') ? [`${path}:${index + 1}`] : [])),
  );
const reported = (rule?: string) =>
  results.flatMap((result) =>
    result.messages
      .filter((message) => rule === undefined || message.ruleId === rule)
      .map((message) => `${result.filePath.slice(root.length + 1)}:${message.line}`),
  );

describe('the boundary rules', () => {
  it('report every marked import and nothing else', () => {
    expect(reported().sort()).toEqual(marked().sort());
  });

  it('report crossings as errors of boundaries/dependencies', () => {
    expect(reported('boundaries/dependencies')).toContain('src/pages/guides/GuidePage.ts:3');
    expect(reported('boundaries/dependencies')).toContain('src/features/chat/Chat.ts:7');
    expect(reported('boundaries/dependencies')).toContain('mocks/perplexity.ts:5');
    expect(results.every((result) => result.warningCount === 0)).toBe(true);
  });

  it('refuse a relative import that climbs three levels or more', () => {
    expect(reported('no-restricted-imports')).toEqual(['content/festivals/by/region/Nested.ts:1']);
  });

  it('read the package.json "imports" aliases', () => {
    // The feature's alias imports of a page and of the app are reported, so they were resolved.
    expect(reported('boundaries/dependencies')).toEqual(
      expect.arrayContaining(['src/features/chat/Chat.ts:8', 'src/features/chat/Chat.ts:9', 'content/site.ts:2']),
    );
  });
});
