import Tooltip from '@mui/material/Tooltip';

/** Text cut to `max` characters with an ellipsis; the full text shows on hover and is the accessible name. */
export function CutText({ text, max }: { text: string; max: number }) {
  if (text.length <= max) return <>{text}</>;
  return (
    <Tooltip title={text}>
      <span>{`${text.slice(0, max).trimEnd()}…`}</span>
    </Tooltip>
  );
}
