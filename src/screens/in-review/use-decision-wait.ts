/**
 * The In Review page's wait for the automatic decision (design decision 63): while it lasts, the
 * application is fetched again every monitoring interval through react-query, and the step
 * route moves on as soon as its status changes; once the wait is over the page stops asking and
 * says who looks at the application next. Answers whether the page is still waiting.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { decisionWaitLeftMs } from '../../engine/decision/decision-wait';

export interface DecisionWaitOptions {
  applicationId?: string;
  submittedAt?: string | null;
  maxWaitSeconds: number;
  everyMs: number;
  /** Fetches the application and hands it to the app (which routes on a new status). */
  reload: () => Promise<unknown>;
}

export function useDecisionWait({ applicationId, submittedAt, maxWaitSeconds, everyMs, reload }: DecisionWaitOptions): boolean {
  const [openedAt] = useState(() => Date.now());
  const leftMs = () => decisionWaitLeftMs({ submittedAt, openedAt, now: Date.now(), maxWaitSeconds });
  const [waiting, setWaiting] = useState(() => leftMs() > 0);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), decisionWaitLeftMs({ submittedAt, openedAt, now: Date.now(), maxWaitSeconds }));
    return () => clearTimeout(timer);
  }, [waiting, submittedAt, openedAt, maxWaitSeconds]);
  useQuery({
    queryKey: ['decision-wait', applicationId],
    queryFn: async () => {
      await reload();
      return Date.now();
    },
    enabled: waiting && Boolean(applicationId),
    // The step route has just fetched the application: the first ask is one interval on.
    initialData: openedAt,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: everyMs,
    gcTime: 0,
  });
  return waiting;
}
