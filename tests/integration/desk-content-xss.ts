// Hostile text typed into desk forms, and the check that a public page shows it as text: no element it
// made, no event handler, no script address. React escapes text and attributes; JSON-LD escapes `<`; rich
// text goes through the allowlist. What could still run would show up here.

/** A value that breaks out of an attribute and a script if anything writes it unescaped; `field` marks it. */
export const hostile = (field: string) =>
  `${field}"'><script>alert("${field}")</script><img src=x onerror=alert("${field}")>`;

/** How the page shows `hostile(field)` as text (React's escaping). */
export const shownAsText = (field: string) =>
  `${field}&quot;&#x27;&gt;&lt;script&gt;alert(&quot;${field}&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(&quot;${field}&quot;)&gt;`;

/** A rich-text body with what the allowlist must take out. */
export const hostileHtml = (field: string) =>
  `<p>${field} stays</p><script>alert("${field}")</script><img src="https://cdn.example.test/a.png" onerror="alert('${field}')"><a href="javascript:alert('${field}')">link</a><iframe src="https://evil.example.test/"></iframe>`;

/**
 * What on a page could run: a script element of the payload's, an event handler attribute on any element,
 * or an href or src with a script address. The site itself writes none of these, so any is an injection.
 */
export function pageProblems(html: string): string[] {
  const problems: string[] = [];
  // The page's own scripts carry the loaders' data (hostile text included) in escaped strings; the
  // payload's script, had it escaped its string, would be an element of its own that starts with alert(.
  for (const [script] of html.matchAll(/<script\b[^>]*>\s*alert\(/gi))
    problems.push(`an injected script: ${script.slice(0, 80)}`);
  for (const [ld] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi))
    if (/<\/?script|<img/i.test(ld.slice(ld.indexOf('>') + 1, -'</script>'.length)))
      problems.push('markup inside JSON-LD');
  // Outside scripts, every `<` that starts a tag is one the page made.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  for (const [, name = '', attributes = ''] of markup.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    for (const [, attribute = '', double, single, bare] of attributes.matchAll(
      /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      const value = (double ?? single ?? bare ?? '').replace(/&#x?0*(58|3a);?|&colon;/gi, ':').trim();
      if (/^on/i.test(attribute)) problems.push(`an event handler ${attribute} on <${name}>`);
      if (/^(?:href|src)$/i.test(attribute) && /^(?:javascript|data|vbscript):/i.test(value))
        problems.push(`a script address in ${attribute} of <${name}>`);
    }
  }
  return problems;
}
