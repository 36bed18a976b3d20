import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { errorBucketMessages } from '@stowline/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { SelectionCheckbox } from './selection-checkbox';

interface GroupSelection {
  selected: number;
  total: number;
}

interface ItemSelectionBarProps {
  /** The items the filters show, and the page's. */
  all: GroupSelection;
  page: GroupSelection;
  /** Ticked items in the whole list, shown or not. */
  selectedCount: number;
  itemCount: number;
  pending: boolean;
  /** Ticked items with an error, not in the error bucket yet: what Move to Error Bucket moves. */
  errorBucketCount: number;
  onSelectAll: (selected: boolean) => void;
  onSelectPage: (selected: boolean) => void;
  onMoveToErrorBucket: () => void;
  onReviseFbaType: () => void;
  onExport: () => void;
}

/** Select-all, select-page and the selected count; then the bulk actions. */
export function ItemSelectionBar(props: ItemSelectionBarProps) {
  const { all, page, selectedCount, itemCount, pending, errorBucketCount } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <SelectionCheckbox label="Select all" selected={all.selected} total={all.total} onChange={props.onSelectAll} />
        <SelectionCheckbox
          label="Select current page"
          selected={page.selected}
          total={page.total}
          onChange={props.onSelectPage}
        />
        <Typography variant="body2" color="text.secondary" role="status" data-testid="selected-count">
          {selectedCount} selected
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Tooltip title={errorBucketCount === 0 ? errorBucketMessages.noneSelected : ''}>
          <span>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={pending || errorBucketCount === 0}
              onClick={props.onMoveToErrorBucket}
            >
              Move to Error Bucket
            </Button>
          </span>
        </Tooltip>
        <Button variant="outlined" size="small" disabled={pending || itemCount === 0} onClick={props.onReviseFbaType}>
          Revise FBA Type
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<FileDownloadOutlined />}
          disabled={itemCount === 0}
          onClick={props.onExport}
        >
          Export
        </Button>
      </Box>
    </Box>
  );
}
