import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/** Sets (or, with null, removes) URL search parameters. */
export type UpdateSearchParams = (changes: Record<string, string | null>, options?: { replace?: boolean }) => void;

/**
 * The URL's search parameters and a writer that merges changes into them; a change that does not
 * name `page` goes back to page 1.
 *
 * React Router gives a functional update the parameters of the last render, and its navigations
 * render in a transition, so two quick changes (From, then To) would both build on the old URL and
 * the second would undo the first. The writer builds on its own last request until the URL shows it
 * (or the page changes). The writer keeps one identity (React Router's setter changes with every
 * URL), so handlers built on it can go to memoised components.
 */
export function useUrlSearchParams(): [URLSearchParams, UpdateSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = useRef(searchParams);
  const requested = useRef<URLSearchParams | null>(null);
  const latestSet = useRef(setSearchParams);
  useLayoutEffect(() => {
    latestSet.current = setSearchParams;
  });

  useEffect(() => {
    rendered.current = searchParams;
    if (requested.current?.toString() === searchParams.toString()) requested.current = null;
  }, [searchParams]);
  useEffect(() => {
    requested.current = null;
  }, [pathname]);

  const update = useCallback<UpdateSearchParams>((changes, options) => {
    const next = new URLSearchParams(requested.current ?? rendered.current);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    requested.current = next;
    void latestSet.current(next, options);
  }, []);
  return [searchParams, update];
}

/**
 * A search box bound to a URL search parameter: typing updates the box at once and the URL
 * (with the page reset to 1) once the text stopped changing for `delayMs`.
 */
export function useDebouncedSearchParam(
  searchParams: URLSearchParams,
  updateSearchParams: UpdateSearchParams,
  name: string,
  delayMs: number,
): [string, (value: string) => void] {
  const fromUrl = searchParams.get(name) ?? '';
  const [text, setText] = useState(fromUrl);
  const debounced = useDebouncedValue(text, delayMs);

  useEffect(() => {
    if (debounced.trim() === fromUrl) return;
    updateSearchParams({ [name]: debounced.trim() || null }, { replace: true });
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

/** Writes the page to the URL; page 1 is the default and leaves the parameter out. */
export function setPageParam(updateSearchParams: UpdateSearchParams, page: number): void {
  updateSearchParams({ page: page === 1 ? null : String(page) });
}
