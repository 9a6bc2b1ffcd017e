// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { landingPage, rememberLandingPage } from '../../src/app/session/landing-page';

describe('the landing page', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the first page of the tab, kept while the applicant moves on', () => {
    rememberLandingPage('https://portal.example.com/tl?utm_source=partner');
    rememberLandingPage('https://portal.example.com/tl/application/funding_needs');
    expect(landingPage()).toBe('https://portal.example.com/tl?utm_source=partner');
  });

  it('is nothing when unknown or not a web address', () => {
    expect(landingPage()).toBeUndefined();
    window.sessionStorage.setItem('portal.landingPage', 'javascript:alert(1)');
    expect(landingPage()).toBeUndefined();
  });
});
