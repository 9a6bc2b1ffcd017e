/**
 * The URI resolution RJSF's utilities get in the web app (src/widgets/rjsf-defaults/schema-uri.ts)
 * against fast-uri, which they import elsewhere: the same answers for what a form's schema can
 * hold, and a named failure for what it cannot resolve alike.
 */
import fc from 'fast-check';
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from '../../src/widgets/rjsf-defaults/schema-uri';

const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/);
const fragment = fc.array(segment, { maxLength: 3 }).map((parts) => `#/${parts.join('/')}`);
const absoluteUri = fc
  .tuple(fc.constantFrom('http', 'https'), fc.domain(), fc.array(segment, { maxLength: 3 }), fc.option(fragment, { nil: undefined }))
  .map(([scheme, host, parts, hash]) => `${scheme}://${host}/${parts.join('/')}${hash ?? ''}`);
const relativePath = fc
  .tuple(fc.constantFrom('', './', '../'), fc.array(segment, { minLength: 1, maxLength: 3 }))
  .map(([lead, parts]) => lead + parts.join('/'));

describe('schema URI resolution in the web app', () => {
  it('resolves a reference within the document as fast-uri does, against the default base RJSF uses and against an $id', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant('#'), absoluteUri), fragment, (base, ref) => {
        expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
      }),
    );
  });

  it('resolves an absolute reference, and a relative one against an absolute $id, as fast-uri does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant('#'), absoluteUri), absoluteUri, (base, ref) => {
        expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
      }),
    );
    fc.assert(
      fc.property(absoluteUri, relativePath, (base, ref) => {
        expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
      }),
    );
  });

  it('refuses by name a relative reference against a base that is not an absolute URI', () => {
    expect(() => resolve('#', 'person.json#/name')).toThrow(/refers to "person.json#\/name" from "#", which is not an absolute URI/);
  });

  it('compares URIs as fast-uri does: the same resource however its scheme, host and default port are written', () => {
    expect(equal('HTTP://Example.COM:80/a/./b', 'http://example.com/a/b')).toBe(true);
    expect(fastUri.equal('HTTP://Example.COM:80/a/./b', 'http://example.com/a/b')).toBe(true);
    fc.assert(
      fc.property(absoluteUri, absoluteUri, (a, b) => {
        expect(equal(a, b)).toBe(fastUri.equal(a, b));
        const shouted = a.replace(/^\w+:\/\/[^/]+/, (schemeAndHost) => schemeAndHost.toUpperCase());
        expect(equal(a, shouted)).toBe(true);
        expect(fastUri.equal(a, shouted)).toBe(true);
      }),
    );
  });
});
