import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * Material icons without MUI's SvgIcon, for what a page draws many times at once (the SKU table's
 * rows, the box cards): an SvgIcon component each costs more than the row's text.
 */
const ICON_PATHS = {
  arrowDropDown: ['m7 10 5 5 5-5z'],
  delete: ['M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z'],
  edit: [
    'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  ],
  expandLess: ['m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z'],
  expandMore: ['M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z'],
  history: [
    'M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z',
  ],
  inventory: [
    'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2m-1 18H5V9h14zm1-13H4V4h16z',
    'M9 12h6v2H9z',
  ],
  layersClear: [
    'M12 4.53 17.74 9l-1.89 1.47 1.43 1.42L21 9l-9-7-2.59 2.02 1.42 1.42zm9 9.54-1.63-1.27-.67.52 1.43 1.43zM3.41.86 2 2.27l4.22 4.22L3 9l9 7 2.1-1.63 1.42 1.42-3.53 2.75-7.37-5.73L3 14.07l9 7 4.95-3.85L20.73 21l1.41-1.41zM12 13.47 6.26 9l1.39-1.08 5.02 5.02z',
  ],
  localOffer: [
    'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9z',
    'M5 6.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  ],
  localShipping: [
    'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1',
  ],
  qrCode: [
    'M15 21h-2v-2h2zm-2-7h-2v5h2zm8-2h-2v4h2zm-2-2h-2v2h2zM7 12H5v2h2zm-2-2H3v2h2zm7-5h2V3h-2zm-7.5-.5v3h3v-3zM9 9H3V3h6zm-4.5 7.5v3h3v-3zM9 21H3v-6h6zm7.5-16.5v3h3v-3zM21 9h-6V3h6zm-2 10v-3h-4v2h2v3h4v-2zm-2-7h-4v2h4zm-4-2H7v2h2v2h2v-2h2zm1-1V7h-2V5h-2v4zM6.75 5.25h-1.5v1.5h1.5zm0 12h-1.5v1.5h1.5zm12-12h-1.5v1.5h1.5z',
  ],
  qrCodeScanner: [
    'M9.5 6.5v3h-3v-3zM11 5H5v6h6zm-1.5 9.5v3h-3v-3zM11 13H5v6h6zm6.5-6.5v3h-3v-3zM19 5h-6v6h6zm-6 8h1.5v1.5H13zm1.5 1.5H16V16h-1.5zM16 13h1.5v1.5H16zm-3 3h1.5v1.5H13zm1.5 1.5H16V19h-1.5zM16 16h1.5v1.5H16zm1.5-1.5H19V16h-1.5zm0 3H19V19h-1.5zM22 7h-2V4h-3V2h5zm0 15v-5h-2v3h-3v2zM2 22h5v-2H4v-3H2zM2 2v5h2V4h3V2z',
  ],
} satisfies Record<string, string[]>;

export type PlainIconName = keyof typeof ICON_PATHS;

/**
 * An icon drawn in `color` as a CSS image (an SVG data URL), for a button that shows it as its
 * background: no elements of its own, where an inline SVG is two or three (the box list's cards,
 * eight buttons each, are mounted while scrolling). Drawn once into the scrolling list's own
 * layer; in a list painted again at every frame an SVG picture measured slower than inline SVG.
 */
export function iconImage(name: PlainIconName, color: string): string {
  const paths = ICON_PATHS[name].map((d) => `<path d='${d}'/>`).join('');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${color}'>${paths}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

function inlineIcon(paths: readonly string[]) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The icons as SVG elements, sized and coloured by the list that draws them (`svg { width; height; fill: currentColor }`). */
export const plainIcons = Object.fromEntries(
  Object.entries(ICON_PATHS).map(([name, paths]) => [name, inlineIcon(paths)]),
) as Record<PlainIconName, ReturnType<typeof inlineIcon>>;

/**
 * A round 30 px button holding one of the icons (an inline one `iconSize` px, or a background
 * picture), as MUI's small IconButton looks, for a list's stylesheet:
 * `'& .my-icon-button': plainIconButton(theme, 20)`.
 */
export function plainIconButton({ palette }: Theme, iconSize?: number): CSSObject {
  return {
    display: 'inline-grid',
    placeItems: 'center',
    width: 30,
    height: 30,
    padding: 0,
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: palette.action.active,
    cursor: 'pointer',
    '&:hover:not(:disabled)': { backgroundColor: palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { color: palette.action.disabled, cursor: 'default' },
    ...(iconSize && { '& svg': { width: iconSize, height: iconSize, fill: 'currentColor' } }),
  };
}
