/**
 * Decodes a feed body to text. The charset comes from, in order: a byte-order mark, the HTTP
 * Content-Type header, the XML declaration; UTF-8 otherwise. Unknown labels fall back to UTF-8.
 */
export function decodeBody(body: Uint8Array, contentType: string | null): string {
  const { charset, skip } = detectCharset(body, contentType);
  const decoder = makeDecoder(charset);
  return decoder.decode(skip ? body.subarray(skip) : body);
}

export function detectCharset(
  body: Uint8Array,
  contentType: string | null,
): { charset: string; skip: number } {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { charset: 'utf-8', skip: 3 };
  if (body[0] === 0xfe && body[1] === 0xff) return { charset: 'utf-16be', skip: 2 };
  if (body[0] === 0xff && body[1] === 0xfe) return { charset: 'utf-16le', skip: 2 };
  const fromHeader = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader && isSupported(fromHeader)) return { charset: fromHeader.toLowerCase(), skip: 0 };
  // The declaration is ASCII in every charset a feed uses, so the first bytes can be read as latin1.
  const head = Buffer.from(body.subarray(0, 200)).toString('latin1');
  const fromDeclaration = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  if (fromDeclaration && isSupported(fromDeclaration))
    return { charset: fromDeclaration.toLowerCase(), skip: 0 };
  return { charset: 'utf-8', skip: 0 };
}

function isSupported(label: string): boolean {
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

function makeDecoder(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset);
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** Removes an XML declaration's encoding once the text is decoded, so parsers do not decode twice. */
export function stripXmlEncoding(text: string): string {
  return text.replace(/^(\s*<\?xml[^>]*?)\s+encoding\s*=\s*["'][^"']*["']/i, '$1');
}
