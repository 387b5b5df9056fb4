// Lists exports of app/, server/ and cli/ that no other file imports: dead code, or a name that should not
// be exported. Run with `npx tsx scripts/unused-exports.ts`; tests/unit/unused-exports.test.ts keeps
// the list empty. Files are read with the TypeScript parser and imports resolved as tsconfig.json resolves
// them (the `~/` alias included); nothing is type-checked, so a whole run takes about a second.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Folders whose exports are checked. */
const checkedRoots = ['app', 'server', 'cli'];
/** Folders whose files count as importers (tests, benchmarks and scripts use exports too). */
const importerRoots = [...checkedRoots, 'tests', 'bench', 'scripts'];
const skippedFolders = new Set(['node_modules', 'build', 'data', '.react-router', 'migrations']);
const sourceFile = /\.(ts|tsx|js|mjs)$/;

/** The names React Router reads from a route module (and from root.tsx) by convention. */
const routeModuleNames = new Set([
  'default',
  'loader',
  'action',
  'clientLoader',
  'clientAction',
  'meta',
  'links',
  'headers',
  'handle',
  'ErrorBoundary',
  'HydrateFallback',
  'Layout',
  'shouldRevalidate',
  'middleware',
  'clientMiddleware',
]);

/** Files read by tools rather than imported: every export of theirs is used by definition. */
const isToolEntry = (file: string) =>
  file === 'app/entry.server.tsx' ||
  file === 'app/routes.ts' ||
  file.startsWith('app/db/schema/') || // drizzle-kit reads every table
  file === 'app/islands/no-router.ts'; // the islands' build puts it in react-router's place

function walk(root: string, folder: string): string[] {
  const entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : walk(root, relative);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/**
 * Route modules as app/routes.ts and the desk areas' route lists (app/routes/admin/<area>/routes.ts) name them
 * (relative to app/), plus the root route.
 */
function routeModules(root: string): Set<string> {
  const deskLists = readdirSync(path.join(root, 'app/routes/admin'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, 'app/routes/admin', entry.name, 'routes.ts'))
    .filter((file) => existsSync(file));
  const table = [path.join(root, 'app/routes.ts'), ...deskLists]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const files = [...table.matchAll(/'(routes\/[^']+\.tsx?)'/g)].map((match) => `app/${match[1]}`);
  return new Set([...files, 'app/root.tsx']);
}

type Parsed = { file: string; source: ts.SourceFile };

function parse(root: string, file: string): Parsed {
  const text = readFileSync(path.join(root, file), 'utf8');
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  return { file, source: ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind) };
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/**
 * The values a file exports (functions, constants, classes), each with its line, as written. Types are left
 * out: an exported type names the argument or result of an exported function, part of that function's
 * contract even where no caller spells it out, and it costs nothing at run time.
 */
function exportsOf({ source }: Parsed): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  const add = (name: string, node: ts.Node) =>
    found.push({ name, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) add('default', statement);
    else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      if (statement.isTypeOnly) continue;
      for (const element of statement.exportClause.elements)
        if (!element.isTypeOnly) add(element.name.text, element);
    } else if (ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) continue;
    else if (hasExportModifier(statement)) {
      if (hasDefaultModifier(statement)) add('default', statement);
      else if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) add(declaration.name.text, declaration);
        }
      else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node))
        add((statement.name as ts.Identifier).text, statement);
    }
  }
  return found;
}

/**
 * Every `file#name` some file imports, and `file#*` for a file imported whole (a namespace import, a
 * re-export of everything, or a dynamic import). A file's use of its own exports does not count.
 */
function importedNames(root: string, files: Parsed[], options: ts.CompilerOptions): Set<string> {
  const used = new Set<string>();
  const resolve = (specifier: string, from: string) => {
    const resolved = ts.resolveModuleName(specifier, path.join(root, from), options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return undefined;
    return path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
  };
  const mark = (target: string | undefined, from: string, name: string) => {
    if (target && target !== from) used.add(`${target}#${name}`);
  };
  for (const { file, source } of files) {
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolve(node.moduleSpecifier.text, file);
        const clause = node.importClause;
        if (clause?.name) mark(target, file, 'default');
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) mark(target, file, '*');
        if (bindings && ts.isNamedImports(bindings))
          for (const element of bindings.elements)
            mark(target, file, (element.propertyName ?? element.name).text);
      } else if (
        ts.isExportDeclaration(node) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const target = resolve(node.moduleSpecifier.text, file);
        if (node.exportClause && ts.isNamedExports(node.exportClause))
          for (const element of node.exportClause.elements)
            mark(target, file, (element.propertyName ?? element.name).text);
        else mark(target, file, '*');
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        mark(resolve(node.arguments[0].text, file), file, '*');
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
        const literal = node.argument.literal;
        if (ts.isStringLiteral(literal)) {
          const target = resolve(literal.text, file);
          const qualifier = node.qualifier;
          mark(target, file, qualifier ? (ts.isIdentifier(qualifier) ? qualifier.text : '*') : '*');
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return used;
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(configFile.config, ts.sys, root).options;
}

/** `file:line name` for every export of app/, server/ and cli/ that no other file imports. */
export function findUnusedExports(root = process.cwd()): string[] {
  const importers = importerRoots.flatMap((folder) => walk(root, folder)).map((file) => parse(root, file));
  const used = importedNames(root, importers, compilerOptions(root));
  const routes = routeModules(root);
  const isChecked = (file: string) =>
    checkedRoots.some((folder) => file.startsWith(`${folder}/`)) &&
    /\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !isToolEntry(file);
  return importers
    .filter(({ file }) => isChecked(file) && !used.has(`${file}#*`))
    .flatMap((parsed) =>
      exportsOf(parsed)
        .filter(({ name }) => !(routes.has(parsed.file) && routeModuleNames.has(name)))
        .filter(({ name }) => !used.has(`${parsed.file}#${name}`))
        .map(({ name, line }) => `${parsed.file}:${line} ${name}`),
    );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const unused = findUnusedExports();
  console.log(unused.length ? unused.join('\n') : 'No unused exports.');
  process.exitCode = unused.length ? 1 : 0;
}
