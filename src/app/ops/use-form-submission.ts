/**
 * A console form's sending (sign-in, enrolment, password change): one request at a time, the
 * busy state while it is out, and its refusal as the text the form makes of it.
 */
import { useState } from 'react';

export function useFormSubmission(refusalText: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(act: () => Promise<void>, onRefused?: () => void): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      await act();
    } catch (refusal) {
      setError(refusalText(refusal));
      onRefused?.();
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, send };
}
