import { describe, expect, it } from 'vitest';
import { articleSlugOf, isDeskPath, pathKey, routePathOf } from './route-path';

describe('the path the router matches', () => {
  it.each([
    ['/admin', '/admin', false],
    ['/Admin/sources?x=1', '/Admin/sources', false],
    ['/%61dmin', '/admin', false],
    ['/adm%69n/sources.data', '/admin/sources', true],
    ['/x/../admin', '/admin', false],
    ['/%2e%2e/admin', '/admin', false],
    ['/\\admin', '//admin', false],
    ['/_.data', '/', true],
    ['/news/a%2Fb', '/news/a%2Fb', false],
    ['/news/%E2%9C%93', '/news/✓', false],
    ['/bad/%E0%A4%A', '/bad/%E0%A4%A', false],
    ['http://elsewhere.example/admin', '/admin', false],
  ])('reads %s as %s (data: %s)', (url, path, data) => {
    expect(routePathOf(url)).toEqual({ path, data });
  });

  it.each([
    ['/Admin', true],
    ['/ADMIN/sources/x/delete', true],
    ['/%61dmin', true],
    ['/x/../admin', true],
    ['//admin', true],
    ['/admin//sources', true],
    ['/Login', true],
    ['/login/reset', true],
    ['/LOGOUT.data', true],
    ['/admin%2fsources', false],
    ['/administrator', false],
    ['/news/admin', false],
    ['/', false],
  ])('counts %s as the desk: %s', (url, desk) => {
    expect(isDeskPath(routePathOf(url).path)).toBe(desk);
  });

  it('keys every spelling of one page alike', () => {
    const keys = ['/news/abc', '/NEWS/abc/', '/%6Eews/abc.data', '/x/../news/ABC', '//news//abc'].map((url) =>
      pathKey(routePathOf(url).path),
    );
    expect(new Set(keys)).toEqual(new Set(['/news/abc']));
    expect(pathKey('/')).toBe('/');
  });

  it.each([
    ['/news/abc', 'abc'],
    ['/NEWS/abc/', 'abc'],
    ['/%6Eews/%61bc.data', 'abc'],
    ['/news/ABC', 'ABC'],
    ['//news/abc', undefined],
    ['/news//abc', undefined],
    ['/news/abc/more', undefined],
    ['/news', undefined],
    ['/news/a%2Fb', undefined],
  ])('finds the article slug of %s: %s', (url, slug) => {
    expect(articleSlugOf(routePathOf(url).path)).toBe(slug);
  });
});
