import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs` while `running` (a countdown's tick; stopped, it reads nothing). */
export function useNow(running: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
