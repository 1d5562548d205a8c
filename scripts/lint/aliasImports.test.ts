import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { aliasImports } from './aliasImports.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = join(import.meta.dirname, '..', '..');
const at = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const rule = aliasImports.rules['alias-imports'];
/** The import `code` in `file`, which the rule reports and fixes to write `alias` for `source`. */
const fixed = (file: string, code: string, source: string, alias: string) => ({
  filename: at(file),
  code,
  output: code.replace(source, alias),
  errors: [{ messageId: 'useAlias', data: { source, alias } }],
});

tester.run('alias-imports', rule, {
  valid: [
    { filename: at('src/pages/gear/GearPage.tsx'), code: `import { gearView } from './gearView';` },
    { filename: at('src/pages/gear/GearPage.tsx'), code: `import * as styles from './GearPage.css';` },
    { filename: at('src/pages/gear/GearPage.tsx'), code: `import { today } from '#src/lib/clock';` },
    { filename: at('src/pages/gear/GearPage.tsx'), code: `import { useActorRef } from '@xstate/react';` },
    { filename: at('supabase/tests/planTables.test.ts'), code: `import { openTestDatabase } from './testDatabase.ts';` },
    // Outside the aliased roots there is no alias to use.
    { filename: at('mocks/google-maps/devServer.ts'), code: `import { check } from '../../scripts/siteOrigin.mjs';` },
  ],
  invalid: [
    fixed('src/pages/gear/GearPage.tsx', `import { today } from '../../lib/clock';`, '../../lib/clock', '#src/lib/clock'),
    fixed('src/app/App.tsx', `import { Layout } from "./layout/Layout";`, './layout/Layout', '#src/app/layout/Layout'),
    fixed('machines/chat.machine.ts', `import type { Spot } from '../src/features/plan/planTypes';`, '../src/features/plan/planTypes', '#src/features/plan/planTypes'),
    fixed('mocks/google-maps/devServer.ts', `export { DEMO_MAPS_SCRIPT_PATH } from '../../content/services.js';`, '../../content/services.js', '#content/services.js'),
    fixed('src/app/routes.ts', `const page = () => import('../pages/gear/GearPage');`, '../pages/gear/GearPage', '#src/pages/gear/GearPage'),
    fixed('supabase/tests/planSync.model.test.ts', `export * from '../../mocks/postgrest';`, '../../mocks/postgrest', '#mocks/postgrest'),
  ],
});
