import Tooltip from '@mui/material/Tooltip';

/**
 * Text cut to `max` characters with an ellipsis; the full text shows on hover and is the accessible name.
 * The tooltip lets the pointer through (`disableInteractive`): on a phone it opens over the controls below the
 * text, and a tap meant for them must reach them.
 */
export function CutText({ text, max }: { text: string; max: number }) {
  if (text.length <= max) return <>{text}</>;
  return (
    <Tooltip title={text} disableInteractive>
      <span>{`${text.slice(0, max).trimEnd()}…`}</span>
    </Tooltip>
  );
}
