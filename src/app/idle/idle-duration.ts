/** 'one minute', '30 seconds', '2 minutes': how long the idle warning gives, in words. */
export function idleDuration(seconds: number): string {
  if (seconds === 60) return 'one minute';
  if (seconds % 60 === 0) return `${seconds / 60} minutes`;
  return seconds === 1 ? 'one second' : `${seconds} seconds`;
}
