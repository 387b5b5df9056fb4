// Moves modules with `git mv` and rewrites every import that names them, so history follows the files and
// nothing else in them changes. Also rewrites repository paths written out in text (tests, docs, comments).
//   node scripts/move-modules.mjs moves.json            move, then rewrite
//   node scripts/move-modules.mjs moves.json --rewrite  rewrite only (a branch made before the moves, merged
//                                                        after them: its imports still name the old paths)
// moves.json: [["app/old/path.ts", "app/new/path.ts"], …], paths from the repository's root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [movesFile, mode] = process.argv.slice(2);
if (!movesFile) throw new Error('usage: node scripts/move-modules.mjs moves.json [--rewrite]');
const moves = new Map(JSON.parse(readFileSync(movesFile, 'utf8')));
const rewriteOnly = mode === '--rewrite';
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js'];
const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const code = tracked.filter(
  (file) => /\.(?:ts|tsx|mjs|js|cjs)$/.test(file) && !file.startsWith('app/db/migrations/'),
);
const text = tracked.filter(
  (file) =>
    /\.(?:md|json|ya?ml)$/.test(file) &&
    !file.endsWith('package-lock.json') &&
    !file.startsWith('docs/decisions/') &&
    path.resolve(file) !== path.resolve(movesFile),
);

// In rewrite-only mode the moved files exist at their new paths: an import is resolved against the old tree.
const oldFiles = new Set(
  rewriteOnly ? [...tracked.filter((file) => !moves.has(file)), ...moves.keys()] : tracked,
);
const newPathOf = (file) => moves.get(file) ?? file;
const oldPathOf = rewriteOnly ? new Map([...moves].map(([from, to]) => [to, from])) : new Map();

function resolve(fromOld, specifier) {
  const base = specifier.startsWith('~/')
    ? path.join('app', specifier.slice(2))
    : path.join(path.dirname(fromOld), specifier);
  return ENDINGS.map((ending) => path.normalize(base + ending)).find((candidate) => oldFiles.has(candidate));
}

function newSpecifier(specifier, fromNew, targetOld) {
  const target = newPathOf(targetOld);
  const keptEnding = path.extname(specifier) === path.extname(targetOld) ? path.extname(target) : '';
  const bare = target.slice(0, target.length - path.extname(target).length) + keptEnding;
  if (specifier.startsWith('~/')) return `~/${path.relative('app', bare)}`;
  const relative = path.relative(path.dirname(fromNew), bare);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const IMPORT =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.(?:do)?[mM]ock\(\s*|require\(\s*)(['"])((?:~\/|\.\.?\/)[^'"]*)\2/g;
const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pathPatterns = [...moves].flatMap(([from, to]) => [
  [new RegExp(`${escape(from)}(?![\\w.-])`, 'g'), to],
  [
    new RegExp(`${escape(from.replace(/\.(?:tsx?|mjs)$/, ''))}(?![\\w./-])`, 'g'),
    to.replace(/\.(?:tsx?|mjs)$/, ''),
  ],
]);
const rewritePaths = (content) =>
  pathPatterns.reduce((done, [pattern, to]) => done.replace(pattern, to), content);

const rewritten = new Map();
for (const current of [...code, ...text]) {
  const fromOld = rewriteOnly ? (oldPathOf.get(current) ?? current) : current;
  const fromNew = newPathOf(fromOld);
  const before = readFileSync(current, 'utf8');
  let after = before;
  if (code.includes(current))
    after = after.replace(IMPORT, (whole, lead, quote, specifier) => {
      const target = resolve(fromOld, specifier);
      if (!target || (target === newPathOf(target) && fromOld === fromNew)) return whole;
      return `${lead}${quote}${newSpecifier(specifier, fromNew, target)}${quote}`;
    });
  after = rewritePaths(after);
  if (after !== before || (!rewriteOnly && fromOld !== fromNew))
    rewritten.set(current, { to: rewriteOnly ? current : fromNew, after });
}

if (!rewriteOnly)
  for (const [from, to] of moves) {
    if (!existsSync(from) || !statSync(from).isFile()) throw new Error(`not a file: ${from}`);
    mkdirSync(path.dirname(to), { recursive: true });
    execFileSync('git', ['mv', from, to]);
  }
for (const { to, after } of rewritten.values()) writeFileSync(to, after);
console.log(`${rewriteOnly ? 0 : moves.size} moved, ${rewritten.size} files rewritten`);
