// V8 keeps the text of every module it loads for as long as the process runs: one byte per character when all of
// it is ASCII, two otherwise. The server build and the command's bundle each hold a few typographic quotes and
// ellipses, which doubled them in memory (3 MB and 1.2 MB instead of 1.5 and 0.6; decision 041). Each such
// character becomes its \u escape, which means the same in a string, a template, a regular expression (with or
// without the u flag, as a surrogate pair above U+FFFF), an identifier and a comment.
import { readFileSync, writeFileSync } from 'node:fs';

/** Rewrites `file` with every character outside ASCII escaped; returns how many were. */
export function escapeNonAscii(file) {
  let count = 0;
  const text = readFileSync(file, 'utf8').replace(/(\\*)([^\p{ASCII}])/gu, (_match, slashes, character) => {
    count += 1;
    // An odd run of backslashes escapes the character itself (`\’` is `’`): the escape replaces that one.
    const kept = slashes.length % 2 === 1 ? slashes.slice(1) : slashes;
    let escaped = '';
    for (let i = 0; i < character.length; i += 1) {
      escaped += `\\u${character.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
    }
    return kept + escaped;
  });
  if (count > 0) writeFileSync(file, text);
  return count;
}
