/**
 * The idle timer behind the idle modal (spec 01 section 2, 'Shell'): a warning after
 * `showAfterMs` without activity, sign-out `signOutAfterMs` later. The last activity is shared
 * between tabs, so typing in one tab keeps the others signed in too. Framework-free and driven
 * by plain timers, so tests run it with fake time.
 */

/** The last activity of every tab of the portal in this browser. */
export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
  /** Calls `listener` when another tab reports activity; answers an unsubscribe function. */
  subscribe(listener: (at: number) => void): () => void;
}

export interface IdleTrackerOptions {
  showAfterMs: number;
  signOutAfterMs: number;
  shared: SharedActivity;
  /** The warning is due; the session ends at `signOutAt` (epoch ms) without a response. */
  onWarn: (signOutAt: number) => void;
  /** The warning is withdrawn: the user stayed, here or in another tab. */
  onResume: () => void;
  onTimeout: () => void;
  now?: () => number;
  /** Local activity is shared at most this often. */
  shareEveryMs?: number;
}

export interface IdleTracker {
  /** Passive activity in this tab (pointer, keys, scrolling); ignored while the warning shows. */
  activity(): void;
  /** The user answered the warning: stay signed in. */
  stay(): void;
  stop(): void;
  isWarning(): boolean;
}

export function createIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const now = options.now ?? Date.now;
  const shareEveryMs = options.shareEveryMs ?? 1_000;
  let last = now(); // opening a page is activity
  let lastShared = last;
  let warning = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  options.shared.write(last);

  function evaluate() {
    if (stopped) return;
    clearTimeout(timer);
    const warnAt = last + options.showAfterMs;
    const signOutAt = warnAt + options.signOutAfterMs;
    const t = now();
    if (t >= signOutAt) {
      stopped = true;
      unsubscribe();
      options.onTimeout();
      return;
    }
    if (t >= warnAt) {
      if (!warning) {
        warning = true;
        options.onWarn(signOutAt);
      }
      timer = setTimeout(evaluate, signOutAt - t);
      return;
    }
    if (warning) {
      warning = false;
      options.onResume();
    }
    timer = setTimeout(evaluate, warnAt - t);
  }

  const unsubscribe = options.shared.subscribe((at) => {
    if (at <= last) return;
    last = at;
    evaluate();
  });

  evaluate();

  return {
    activity() {
      if (stopped || warning) return;
      last = now();
      if (last - lastShared >= shareEveryMs) {
        lastShared = last;
        options.shared.write(last);
      }
    },
    stay() {
      if (stopped) return;
      last = now();
      lastShared = last;
      options.shared.write(last);
      evaluate();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
    isWarning: () => warning,
  };
}
