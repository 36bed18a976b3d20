// Drawn as SVG images, not emoji: Windows and machines without an emoji font show a flag emoji as
// two letters or empty boxes. The files come from country-flag-icons (MIT, no install scripts) and
// are emitted by Vite as files of our origin (`?no-inline`), as the Content Security Policy wants.
import brFlag from '@flag-svgs/BR.svg?no-inline';
import caFlag from '@flag-svgs/CA.svg?no-inline';
import mxFlag from '@flag-svgs/MX.svg?no-inline';
import usFlag from '@flag-svgs/US.svg?no-inline';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The marketplaces' countries (spec: US, CA, MX, BR). */
const FLAG_URLS: Record<string, string> = { US: usFlag, CA: caFlag, MX: mxFlag, BR: brFlag };

/**
 * A country's flag, 3:2, beside text that names the country (so the image itself is
 * decorative); nothing for a code we have no flag for.
 */
export function Flag({ code, height = 14 }: { code: string; height?: number }) {
  const url = FLAG_URLS[code.trim().toUpperCase()];
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt=""
      data-flag={code.toUpperCase()}
      sx={{
        height,
        width: (height * 3) / 2,
        flexShrink: 0,
        borderRadius: '2px',
        boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)',
        verticalAlign: 'middle',
      }}
    />
  );
}

/** A flag followed by its label, on one line. */
export function FlagLabel({ code, children }: { code: string; children: ReactNode }) {
  return (
    // Never wider than its box (a 50-character store name in the side menu's selector): the text ends in an ellipsis.
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <Flag code={code} />
      <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {children}
      </Box>
    </Box>
  );
}
