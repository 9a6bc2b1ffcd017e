import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarlyAnswer } from '../../src/app/api/early-fetch';
import { productOfPath, validationRulesPath } from '../../src/app/api/validation-rules-path';

const products = ['tl', 'renewal-tl'];

describe('the product a page belongs to', () => {
  it('is the first segment of its path when that names a product', () => {
    expect(productOfPath('/tl/application/basic_info', products)).toBe('tl');
    expect(productOfPath('/renewal-tl', products)).toBe('renewal-tl');
  });

  it('is none for the shared pages and unknown segments', () => {
    expect(productOfPath('/login', products)).toBeUndefined();
    expect(productOfPath('/', products)).toBeUndefined();
    expect(productOfPath('/TL/application/basic_info', products)).toBeUndefined();
    expect(productOfPath('/%E0%A4%A', products)).toBeUndefined();
  });
});

describe('an early read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is answered once, with the body the server sent', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ records: [1] }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    fetchEarly(validationRulesPath('tl'));
    expect(await takeEarlyAnswer(validationRulesPath('tl'))).toEqual({ records: [1] });
    expect(await takeEarlyAnswer(validationRulesPath('tl'))).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('that failed or was refused leaves the screen to ask again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"code":"busy"}', { status: 503 })),
    );
    fetchEarly('/refused');
    expect(await takeEarlyAnswer('/refused')).toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    fetchEarly('/offline');
    expect(await takeEarlyAnswer('/offline')).toBeUndefined();
  });
});
