import { describe, expect, it } from 'vitest';
import { ACCESS_EXPIRED, LINK_USED, expiredAccessCase, isExpiredAccess } from '../../../../src/app/pages/login/login-messages';

describe("the login route's expired-access case", () => {
  it.each([
    ['Access expired.', ACCESS_EXPIRED],
    ['Access expired', ACCESS_EXPIRED],
    ['  access EXPIRED!  ', ACCESS_EXPIRED],
    ['Access  expired..', ACCESS_EXPIRED],
    ['This URL can be used only once', LINK_USED],
    ['This URL can be used only once.', LINK_USED],
    ['this url can be used only once ', LINK_USED],
  ])("%j is the spec's %j", (description, text) => {
    expect(expiredAccessCase(description)).toBe(text);
    expect(isExpiredAccess(description)).toBe(true);
  });

  it.each([null, undefined, '', '.', 'Access', 'Access denied.', 'Access expired yesterday', 'Not expired'])('%j is not', (description) => {
    expect(expiredAccessCase(description)).toBeUndefined();
    expect(isExpiredAccess(description)).toBe(false);
  });
});
