// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTracker, type IdleTracker, type SharedActivity } from '../../src/app/idle/idle-tracker';
import { idleDuration } from '../../src/app/idle/idle-duration';
import { LAST_ACTIVITY_KEY, localStorageActivity } from '../../src/app/idle/shared-activity';

/** Tabs of one browser: what one writes, the others hear (like the storage event). */
function browserTabs() {
  let stored: number | null = null;
  const listeners = new Set<{ tab: number; listener: (at: number) => void }>();
  return (tab: number): SharedActivity => ({
    read: () => stored,
    write(at) {
      stored = at;
      for (const l of listeners) if (l.tab !== tab) l.listener(at);
    },
    subscribe(listener) {
      const entry = { tab, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  });
}

function track(shared: SharedActivity, showAfterSeconds = 840, signOutAfterSeconds = 60) {
  const events: string[] = [];
  const tracker = createIdleTracker({
    showAfterMs: showAfterSeconds * 1000,
    signOutAfterMs: signOutAfterSeconds * 1000,
    shared,
    onWarn: () => events.push('warn'),
    onResume: () => events.push('resume'),
    onTimeout: () => events.push('timeout'),
  });
  return { tracker, events };
}

describe('idle tracker', () => {
  let trackers: IdleTracker[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
  });
  afterEach(() => {
    for (const t of trackers) t.stop();
    trackers = [];
    vi.useRealTimers();
  });
  const started = (shared: SharedActivity, show?: number, out?: number) => {
    const t = track(shared, show, out);
    trackers.push(t.tracker);
    return t;
  };

  it('warns after showAfterSeconds without activity and signs out signOutAfterSeconds later', async () => {
    const { events } = started(browserTabs()(1));
    await vi.advanceTimersByTimeAsync(840_000 - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['warn']);
    await vi.advanceTimersByTimeAsync(60_000 - 1);
    expect(events).toEqual(['warn']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['warn', 'timeout']);
  });

  it('starts again from each activity', async () => {
    const { tracker, events } = started(browserTabs()(1));
    await vi.advanceTimersByTimeAsync(800_000);
    tracker.activity();
    await vi.advanceTimersByTimeAsync(800_000);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(events).toEqual(['warn']);
  });

  it('ignores passive activity while the warning shows: only staying signed in counts', async () => {
    const { tracker, events } = started(browserTabs()(1), 10, 5);
    await vi.advanceTimersByTimeAsync(10_000);
    tracker.activity();
    expect(tracker.isWarning()).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    tracker.stay();
    expect(events).toEqual(['warn', 'resume']);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(events).toEqual(['warn', 'resume']);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual(['warn', 'resume', 'warn']);
  });

  it('counts activity in another tab: neither tab warns while one is in use', async () => {
    const tabs = browserTabs();
    const first = started(tabs(1), 10, 5);
    const second = started(tabs(2), 10, 5);
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(4_000);
      second.tracker.activity();
    }
    expect(first.events).toEqual([]);
    expect(second.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(first.events).toEqual(['warn']);
    expect(second.events).toEqual(['warn']);
    // Staying signed in in one tab withdraws the warning in the other.
    second.tracker.stay();
    expect(first.events).toEqual(['warn', 'resume']);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(first.events).toEqual(['warn', 'resume', 'warn', 'timeout']);
    expect(second.events).toEqual(['warn', 'resume', 'warn', 'timeout']);
  });

  it('shares local activity at most once a second', () => {
    const write = vi.fn();
    const shared: SharedActivity = { read: () => null, write, subscribe: () => () => undefined };
    const { tracker } = started(shared);
    expect(write).toHaveBeenCalledTimes(1); // opening the page
    tracker.activity();
    vi.advanceTimersByTime(500);
    tracker.activity();
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    tracker.activity();
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('stops its timers when stopped (signed out)', async () => {
    const { tracker, events } = started(browserTabs()(1), 1, 1);
    tracker.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(events).toEqual([]);
  });

  it('hears other tabs through local storage', async () => {
    const shared = localStorageActivity(window.localStorage, window);
    const { events } = started(shared, 10, 5);
    expect(Number(window.localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(9_000);
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }));
    await vi.advanceTimersByTimeAsync(9_000);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual(['warn']);
  });
});

describe('idle duration in words', () => {
  it('says one minute for the default', () => {
    expect(idleDuration(60)).toBe('one minute');
    expect(idleDuration(120)).toBe('2 minutes');
    expect(idleDuration(30)).toBe('30 seconds');
  });
});
