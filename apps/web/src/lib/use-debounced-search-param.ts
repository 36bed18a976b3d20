import { useEffect, useState } from 'react';
import type { SetURLSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box bound to a URL search parameter: typing updates the box at once and the URL
 * (with the page reset to 1) once the text stopped changing for `delayMs`.
 */
export function useDebouncedSearchParam(
  searchParams: URLSearchParams,
  setSearchParams: SetURLSearchParams,
  name: string,
  delayMs: number,
): [string, (value: string) => void] {
  const fromUrl = searchParams.get(name) ?? '';
  const [text, setText] = useState(fromUrl);
  const debounced = useDebouncedValue(text, delayMs);

  useEffect(() => {
    if (debounced.trim() === fromUrl) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced.trim()) next.set(name, debounced.trim());
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
    // Only a settled change of the text writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return [text, setText];
}

/** Reads a positive integer parameter, falling back when absent or invalid. */
export function readPageParam(searchParams: URLSearchParams, name = 'page'): number {
  const value = Number(searchParams.get(name));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
