import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { DrawerTab } from '../hooks/use-drawer-tab';

const LABELS: Record<DrawerTab, string> = {
  items: 'Shipment Items',
  plans: 'Review Shipping Plan',
  existing: 'Existing Shipments',
  suggested: 'Suggested Shipment',
};

interface DrawerTabsProps {
  value: DrawerTab;
  /** Counts shown beside a tab's name (items, plans). */
  counts: Partial<Record<DrawerTab, number>>;
  onChange: (tab: DrawerTab) => void;
}

/** The drawer's four tabs; they scroll sideways on a narrow screen. */
export function DrawerTabs({ value, counts, onChange }: DrawerTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: DrawerTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Create shipments"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 0, sm: 2 },
        flexShrink: 0,
        position: { xs: 'sticky', sm: 'static' },
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
      }}
    >
      {(Object.keys(LABELS) as DrawerTab[]).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={`drawer-tab-${tab}`}
          aria-controls={`drawer-panel-${tab}`}
          label={counts[tab] === undefined ? LABELS[tab] : `${LABELS[tab]} (${counts[tab]})`}
        />
      ))}
    </Tabs>
  );
}
