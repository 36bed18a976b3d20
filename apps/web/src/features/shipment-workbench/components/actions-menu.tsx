import { memo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MoreVert from '@mui/icons-material/MoreVert';

export interface MenuAction {
  label: string;
  /** Why it is disabled (its tooltip), or null when it can run. */
  disabledReason: string | null;
  onSelect: () => void;
}

/**
 * A panel's ⋮ menu: each action runs on click, or shows why it cannot as its tooltip. Memoised:
 * give it the same `actions` while they do not change.
 */
export const ActionsMenu = memo(function ActionsMenu({
  label,
  actions,
}: {
  label: string;
  actions: readonly MenuAction[];
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <Tooltip key={action.label} title={action.disabledReason ?? ''} placement="left">
            <span>
              <MenuItem
                disabled={!!action.disabledReason}
                onClick={() => {
                  setAnchor(null);
                  action.onSelect();
                }}
              >
                <ListItemText>{action.label}</ListItemText>
              </MenuItem>
            </span>
          </Tooltip>
        ))}
      </Menu>
    </>
  );
});
