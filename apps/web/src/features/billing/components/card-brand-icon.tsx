import Box from '@mui/material/Box';
import CreditCard from '@mui/icons-material/CreditCard';
import { toCardBrand, type CardBrand } from '@stowline/domain';

const LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  generic: 'Card',
};

/** The brand's mark, drawn small and flat: a badge that reads at 40 × 26 px. */
function BrandMark({ brand }: { brand: Exclude<CardBrand, 'generic'> }) {
  switch (brand) {
    case 'visa':
      return (
        <svg viewBox="0 0 40 26" width="100%" height="100%" aria-hidden>
          <rect width="40" height="26" rx="4" fill="#1a1f71" />
          <text
            x="20"
            y="17.5"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="11"
            fontWeight="700"
            fontStyle="italic"
            fill="#fff"
            letterSpacing="0.5"
          >
            VISA
          </text>
        </svg>
      );
    case 'mastercard':
      return (
        <svg viewBox="0 0 40 26" width="100%" height="100%" aria-hidden>
          <rect width="40" height="26" rx="4" fill="#252525" />
          <circle cx="16" cy="13" r="7.5" fill="#eb001b" />
          <circle cx="24" cy="13" r="7.5" fill="#f79e1b" />
          <path d="M20 6.7a7.5 7.5 0 0 1 0 12.6 7.5 7.5 0 0 1 0-12.6z" fill="#ff5f00" />
        </svg>
      );
    case 'amex':
      return (
        <svg viewBox="0 0 40 26" width="100%" height="100%" aria-hidden>
          <rect width="40" height="26" rx="4" fill="#2e77bc" />
          <text
            x="20"
            y="16.5"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="8.5"
            fontWeight="700"
            fill="#fff"
            letterSpacing="0.3"
          >
            AMEX
          </text>
        </svg>
      );
    case 'discover':
      return (
        <svg viewBox="0 0 40 26" width="100%" height="100%" aria-hidden>
          <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#fff" stroke="#d0d4da" />
          <path d="M22 25.5h14a3.5 3.5 0 0 0 3.5-3.5v-8C33 20 27 23.5 22 25.5z" fill="#ff6000" />
          <text
            x="17"
            y="15"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="6.2"
            fontWeight="700"
            fill="#231f20"
          >
            DISC
          </text>
          <circle cx="27.2" cy="12.8" r="3" fill="#ff6000" />
          <text
            x="33.6"
            y="15"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="6.2"
            fontWeight="700"
            fill="#231f20"
          >
            VER
          </text>
        </svg>
      );
  }
}

/** The card brand's icon (visa, mastercard, amex, discover) or a generic card, named for screen readers. */
export function CardBrandIcon({ brand, width = 40 }: { brand: string | undefined; width?: number }) {
  const known = toCardBrand(brand ?? '');
  return (
    <Box
      role="img"
      aria-label={LABELS[known]}
      sx={{
        width,
        height: (width * 26) / 40,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
      }}
    >
      {known === 'generic' ? (
        <CreditCard sx={{ fontSize: width * 0.8, color: 'text.secondary' }} />
      ) : (
        <BrandMark brand={known} />
      )}
    </Box>
  );
}
