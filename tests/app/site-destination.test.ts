import { describe, expect, it } from 'vitest';
import { isSitePath, siteDestination } from '../../src/app/session/site-destination';

describe('where next and redirect may lead', () => {
  it('keeps a plain path of this site, with its query', () => {
    for (const path of ['/tl', '/tl/application/basic_info', '/login?reason=idle', '/login?successfully_reset=true', '/tl/docs?id=a%40b']) {
      expect(isSitePath(path), path).toBe(true);
      expect(siteDestination(path)).toBe(path);
    }
  });

  it('sends anything else to the product root', () => {
    const unsafe = [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\\evil.example',
      '/%5Cexample.com/',
      '/%09/example.com',
      '/\t/example.com',
      '/%2F/example.com',
      '/%252F%252Fexample.com',
      '/tl/%0d%0aSet-Cookie',
      '/tl /x',
      '/\u2028/example.com',
      '/%E0%A4%A',
      '/a//b',
      '',
    ];
    for (const target of unsafe) {
      expect(isSitePath(target), JSON.stringify(target)).toBe(false);
      expect(siteDestination(target)).toBe('/');
    }
    expect(siteDestination(null)).toBe('/');
    expect(siteDestination(undefined)).toBe('/');
  });
});
