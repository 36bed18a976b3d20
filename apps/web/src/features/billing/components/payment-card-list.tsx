import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { formatCardExpiry, type Card } from '@stowline/domain';
import { formatCardDigits } from './billing-format';
import { CardBrandIcon } from './card-brand-icon';

const TILE = { width: 232, height: 136, borderRadius: 3 } as const;

interface PaymentCardTileProps {
  card: Card;
  onMakeDefault: (card: Card) => void;
  onDelete: (card: Card) => void;
}

function PaymentCardTile({ card, onMakeDefault, onDelete }: PaymentCardTileProps) {
  const digits = formatCardDigits(card.cardNumber);
  const face = (
    <Box sx={{ p: 2, height: '100%', width: '100%', display: 'flex', flexDirection: 'column', textAlign: 'left' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <CardBrandIcon brand={card.cardType} />
        {card.defaultCard && <Chip label="Default" size="small" color="primary" />}
      </Box>
      <Typography
        sx={{
          mt: 'auto',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 18,
          letterSpacing: 1.5,
        }}
      >
        {digits}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Expires {formatCardExpiry(card.expiry)}
      </Typography>
    </Box>
  );
  return (
    <Box
      component="li"
      aria-label={`${card.cardType} ${digits}`}
      sx={{
        ...TILE,
        position: 'relative',
        listStyle: 'none',
        bgcolor: 'background.paper',
        border: 2,
        borderColor: card.defaultCard ? 'primary.main' : 'divider',
        boxShadow: card.defaultCard ? 2 : 0,
        overflow: 'hidden',
        transition: 'border-color 150ms, box-shadow 150ms',
        '&:hover': card.defaultCard ? {} : { borderColor: 'primary.light', boxShadow: 1 },
      }}
    >
      {card.defaultCard ? (
        face
      ) : (
        <Tooltip title="Make this the default card" placement="top">
          <ButtonBase
            onClick={() => onMakeDefault(card)}
            aria-label={`Make ${digits} the default card`}
            sx={{ width: '100%', height: '100%', alignItems: 'stretch' }}
          >
            {face}
          </ButtonBase>
        </Tooltip>
      )}
      <Tooltip title={card.defaultCard ? 'The default card cannot be deleted' : 'Delete card'}>
        {/* A disabled button fires no events: the span keeps the tooltip working. */}
        <Box component="span" sx={{ position: 'absolute', right: 6, bottom: 6 }}>
          <IconButton
            size="small"
            aria-label={`Delete ${digits}`}
            disabled={card.defaultCard}
            onClick={() => onDelete(card)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Tooltip>
    </Box>
  );
}

interface PaymentCardListProps {
  cards: Card[];
  loading: boolean;
  onAdd: () => void;
  onMakeDefault: (card: Card) => void;
  onDelete: (card: Card) => void;
}

/** The card tiles: brand, masked number, expiry, the default marker; and the Add Card tile. */
export function PaymentCardList({ cards, loading, onAdd, onMakeDefault, onDelete }: PaymentCardListProps) {
  return (
    <Box component="ul" aria-label="payment cards" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}>
      {loading && cards.length === 0
        ? [0, 1].map((i) => (
            <Box component="li" key={i} sx={{ listStyle: 'none' }}>
              <Skeleton variant="rounded" sx={{ ...TILE }} />
            </Box>
          ))
        : cards.map((card) => (
            <PaymentCardTile key={card._id} card={card} onMakeDefault={onMakeDefault} onDelete={onDelete} />
          ))}
      <Box component="li" sx={{ listStyle: 'none' }}>
        <ButtonBase
          onClick={onAdd}
          sx={{
            ...TILE,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            color: 'primary.main',
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            transition: 'border-color 150ms, background-color 150ms',
            '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
          }}
        >
          <Add />
          <Typography sx={{ fontWeight: 600 }}>Add Card</Typography>
        </ButtonBase>
      </Box>
    </Box>
  );
}
