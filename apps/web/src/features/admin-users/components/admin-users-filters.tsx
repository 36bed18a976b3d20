import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ApprovalFilter } from '../api/admin-users-keys';

export const APPROVAL_FILTERS: readonly ApprovalFilter[] = ['All', 'pending', 'approved', 'rejected'];

interface AdminUsersFiltersProps {
  status: ApprovalFilter;
  search: string;
  onStatusChange: (status: ApprovalFilter) => void;
  onSearchChange: (search: string) => void;
}

export function AdminUsersFilters({ status, search, onStatusChange, onSearchChange }: AdminUsersFiltersProps) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Status"
        value={status}
        onChange={(e) => onStatusChange(e.target.value as ApprovalFilter)}
        sx={{ minWidth: 160 }}
      >
        {APPROVAL_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label="Search Name/Email"
        type="search"
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
    </>
  );
}
