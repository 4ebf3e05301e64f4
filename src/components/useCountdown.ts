import { useEffect, useState } from 'react';

/** Seconds left of a countdown that restarts whenever `key` changes (display only). */
export function useCountdown(seconds: number, key: unknown): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `key` (a new code) restarts the countdown
  useEffect(() => {
    setLeft(seconds);
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [seconds, key]);
  return left;
}
