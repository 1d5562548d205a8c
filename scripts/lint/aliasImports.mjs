// One way to import each module: the `aliasImports` rule of the project's ESLint config.
//
// A module in the importing file's own folder is imported as `./name`. Any other module under
// one of package.json's "imports" roots (`#src/*`, `#machines/*`, `#content/*`, `#mocks/*`) is
// imported through its alias, never by a path that climbs (`../`) or descends (`./folder/`):
// `../../lib/clock` is `#src/lib/clock`. The fix writes the alias, keeping the path's tail as it
// was written (an extension stays). Imports, re-exports and `import()` are checked.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The "imports" aliases of the package.json at `root`: each alias prefix and the folder it maps. */
function aliasesAt(root) {
  const { imports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return Object.entries(imports)
    .filter(([alias, target]) => alias.endsWith('/*') && typeof target === 'string' && target.endsWith('/*'))
    .map(([alias, target]) => ({ prefix: alias.slice(0, -1), folder: resolve(root, target.slice(0, -2)) }));
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: "Imports a project module outside the file's own folder through its package.json alias" },
    messages: { useAlias: "Import '{{ source }}' as '{{ alias }}': outside its own folder, a module is imported through its alias." },
    schema: [],
  },
  create(context) {
    const aliases = aliasesAt(context.cwd);
    const folder = dirname(context.filename);

    function check(node) {
      const source = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
      if (!source || !(source.startsWith('./') || source.startsWith('../'))) return;
      const target = resolve(folder, source);
      if (dirname(target) === folder) return;
      const root = aliases.find(({ folder: aliased }) => target.startsWith(aliased + sep));
      if (!root) return;
      const alias = root.prefix + relative(root.folder, target).split(sep).join('/');
      context.report({
        node,
        messageId: 'useAlias',
        data: { source, alias },
        fix: (fixer) => fixer.replaceText(node, `${node.raw[0]}${alias}${node.raw[0]}`),
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const aliasImports = { rules: { 'alias-imports': rule } };
