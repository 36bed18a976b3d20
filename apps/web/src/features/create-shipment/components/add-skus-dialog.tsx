import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export type AddSkusTab = 'single' | 'bulk';

interface AddSkusDialogProps {
  tab: AddSkusTab;
  onTabChange: (tab: AddSkusTab) => void;
  onClose: () => void;
  /** The tab's content and actions. */
  children: ReactNode;
}

/** 'Add SKUs to Plan': one SKU looked up by ASIN or SKU (Single), or many by file or copy/paste (Bulk). */
export function AddSkusDialog({ tab, onTabChange, onClose, children }: AddSkusDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-skus-title" fullWidth maxWidth="md">
      <DialogTitle id="add-skus-title">Add SKUs to Plan</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: AddSkusTab) => onTabChange(value)}
        aria-label="How to add SKUs"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="single" label="Single" sx={{ textTransform: 'none' }} />
        <Tab value="bulk" label="Bulk" sx={{ textTransform: 'none' }} />
      </Tabs>
      {children}
    </Dialog>
  );
}
