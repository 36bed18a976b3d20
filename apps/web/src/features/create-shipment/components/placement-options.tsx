import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  comparePlacementOptions,
  describePlacementComparison,
  type PlacementOptionView,
  type ShipmentPlan,
} from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

interface PlacementOptionsProps {
  options: readonly PlacementOptionView[];
  /** The request's plans, to name each inbound plan by its SKUs when there are several. */
  plans: readonly ShipmentPlan[];
  pending: boolean;
  /** False once a shipment of the plan is created: Amazon then keeps the confirmed option. */
  canChoose: boolean;
  onChoose: (option: PlacementOptionView) => void;
}

const centresText = (n: number) => (n === 1 ? '1 centre' : `${n} centres`);

/**
 * On a narrow screen the options scroll sideways: the chosen one is scrolled into sight (it is
 * often not the first), when the options come and each time another is chosen.
 */
function scrollToChosen(list: HTMLElement | null | undefined, chosenId: string | undefined) {
  const card = chosenId ? list?.querySelector<HTMLElement>(`[data-option-id="${CSS.escape(chosenId)}"]`) : null;
  if (!list || !card) return;
  const left = card.offsetLeft - list.offsetLeft;
  if (left < list.scrollLeft || left + card.offsetWidth > list.scrollLeft + list.clientWidth)
    list.scrollTo({ left: Math.max(0, left - 8) });
}

/**
 * Amazon's placement options side by side (ours, beyond the spec): how many centres each sends
 * to, its placement fee in total and per unit, and above them, in words, what Amazon's no-fee
 * option means against the cheapest paid one, so the seller sees what a split costs before
 * choosing. One group per inbound plan (the one-by-one process has one plan per SKU).
 */
export function PlacementOptions({ options, plans, pending, canChoose, onChoose }: PlacementOptionsProps) {
  const groups = new Map<string, PlacementOptionView[]>();
  for (const option of options) groups.set(option.inboundPlanId, [...(groups.get(option.inboundPlanId) ?? []), option]);
  const skusOf = (inboundPlanId: string) => [
    ...new Set(
      plans.filter((p) => p.inboundPlanId === inboundPlanId).flatMap((p) => p.Items.map((item) => item.SellerSKU)),
    ),
  ];
  const scrolls = useRef(new Map<number, HTMLElement | null>());
  const chosenKey = options.filter((o) => o.chosen).map((o) => o.placementOptionId);
  useEffect(() => {
    [...groups.values()].forEach((group, index) =>
      scrollToChosen(scrolls.current.get(index), group.find((o) => o.chosen)?.placementOptionId),
    );
    // Only when the chosen options change, not at every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenKey.join()]);
  return (
    <Box component="section" aria-labelledby="placement-options-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="placement-options-title" variant="subtitle1" component="h3">
        Placement options
      </Typography>
      {[...groups.values()].map((group, index) => (
        <Box key={group[0]!.inboundPlanId} sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          {groups.size > 1 && (
            <Typography variant="body2" color="text.secondary">
              Plan {index + 1}: {skusOf(group[0]!.inboundPlanId).join(', ') || 'no SKU planned'}
            </Typography>
          )}
          <PlacementComparison options={group} />
          {/* Side by side, scrolled sideways when the screen is narrower than the options. */}
          <Box
            role="list"
            ref={(list: HTMLElement | null) => {
              scrolls.current.set(index, list);
            }}
            aria-label={groups.size > 1 ? `Placement options of plan ${index + 1}` : 'Placement options'}
            sx={{
              display: 'grid',
              gap: 1.5,
              gridAutoFlow: 'column',
              gridAutoColumns: 'minmax(200px, 1fr)',
              overflowX: 'auto',
              pb: 0.5,
            }}
          >
            {group.map((option) => (
              <PlacementOptionCard
                key={option.placementOptionId}
                option={option}
                pending={pending}
                canChoose={canChoose}
                onChoose={() => onChoose(option)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** What Amazon's no-fee option means against its cheapest paid one, in a sentence. */
function PlacementComparison({ options }: { options: readonly PlacementOptionView[] }) {
  const text = describePlacementComparison(comparePlacementOptions(options), formatMoney);
  return text ? (
    <Typography variant="body2" data-testid="placement-comparison">
      {text}
    </Typography>
  ) : null;
}

function PlacementOptionCard({
  option,
  pending,
  canChoose,
  onChoose,
}: {
  option: PlacementOptionView;
  pending: boolean;
  canChoose: boolean;
  onChoose: () => void;
}) {
  const expired = option.status === 'EXPIRED';
  const label = `${centresText(option.centres)}, ${formatMoney(option.totalFee, option.currency)} placement fee`;
  return (
    <Paper
      role="listitem"
      aria-label={label}
      data-option-id={option.placementOptionId}
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 0.5,
        alignContent: 'start',
        borderColor: option.chosen ? 'primary.main' : 'divider',
        borderWidth: option.chosen ? 2 : 1,
        opacity: expired ? 0.6 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2">{centresText(option.centres)}</Typography>
        {option.chosen && <Chip size="small" color="primary" label="Chosen" />}
        {expired && <Chip size="small" label="Expired" />}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="option-centres">
        {option.fulfillmentCenterIds.join(', ')}
      </Typography>
      <Typography variant="h6" component="p" data-testid="option-fee">
        {formatMoney(option.totalFee, option.currency)}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="option-fee-per-unit">
        {formatMoney(option.feePerUnit, option.currency)} per unit · {option.units.toLocaleString('en-US')} units
        {option.discount > 0 && ` · ${formatMoney(option.discount, option.currency)} discount`}
      </Typography>
      {option.expiration && (
        <Typography variant="caption" color="text.secondary">
          Offered until {formatDateTime(option.expiration)}
        </Typography>
      )}
      {!option.chosen && !expired && canChoose && (
        <Button
          size="small"
          variant="outlined"
          disabled={pending}
          onClick={onChoose}
          sx={{ justifySelf: 'start', mt: 0.5 }}
        >
          Choose this option
        </Button>
      )}
    </Paper>
  );
}
