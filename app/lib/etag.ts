/**
 * Whether a request's If-None-Match names this validator (weakly compared, as RFC 9110 says GET does):
 * then the client has the body already and is answered 304.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === '*' || opaque(tag) === opaque(etag));
}
