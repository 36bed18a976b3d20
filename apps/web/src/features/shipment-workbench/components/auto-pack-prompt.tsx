import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeMosaicOutlined from '@mui/icons-material/AutoAwesomeMosaicOutlined';

interface AutoPackPromptProps {
  /** Why Auto-pack cannot run now, or null. */
  disabledReason: string | null;
  onAutoPack: () => void;
}

/** The empty box list's offer: Auto-pack proposes the boxes, for review before anything is made. */
export function AutoPackPrompt({ disabledReason, onAutoPack }: AutoPackPromptProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
        No boxes yet. Auto-pack proposes boxes from your SKUs&apos; packaging rules, or from their sizes, for you to
        review.
      </Typography>
      <Tooltip title={disabledReason ?? ''}>
        <span>
          <Button
            variant="outlined"
            startIcon={<AutoAwesomeMosaicOutlined />}
            disabled={!!disabledReason}
            onClick={onAutoPack}
          >
            Auto-pack
          </Button>
        </span>
      </Tooltip>
    </>
  );
}
