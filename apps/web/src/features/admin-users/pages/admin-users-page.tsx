import { useState } from 'react';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS, type AdminUserRow, type SortOrder } from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import {
  readPageParam,
  setPageParam,
  useDebouncedSearchParam,
  useUrlSearchParams,
} from '../../../lib/use-debounced-search-param';
import type { ApprovalFilter } from '../api/admin-users-keys';
import { useAdminUsers } from '../api/use-admin-users';
import { useUpdateApprovalStatus } from '../api/use-update-approval-status';
import { APPROVAL_FILTERS, AdminUsersFilters } from '../components/admin-users-filters';
import { AdminUsersTable } from '../components/admin-users-table';
import { ApproveUserDialog } from '../components/approve-user-dialog';
import { RejectUserDialog } from '../components/reject-user-dialog';

type DialogState = { kind: 'approve' | 'reject'; user: AdminUserRow } | null;

/** Admin Users: filter, search, page and sort live in the URL. */
export default function AdminUsersPage() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam(
    searchParams,
    updateSearchParams,
    'search',
    SEARCH_DEBOUNCE_MS,
  );
  const statusParam = searchParams.get('status') as ApprovalFilter | null;
  const approvalStatus: ApprovalFilter = statusParam && APPROVAL_FILTERS.includes(statusParam) ? statusParam : 'All';
  const sortOrder: SortOrder = searchParams.get('sort') === 'asc' ? 'asc' : 'desc';
  const pageNumber = readPageParam(searchParams);
  const perPage = PAGE_SIZES.adminUsers;

  const usersQuery = useAdminUsers({
    perPage,
    pageNumber,
    approvalStatus,
    search: searchParams.get('search') ?? '',
    sortOrder,
  });
  const updateStatus = useUpdateApprovalStatus();
  const [dialog, setDialog] = useState<DialogState>(null);

  const setParam = (name: string, value: string | null) => updateSearchParams({ [name]: value });

  const closeDialog = () => setDialog(null);
  const decide = (user: AdminUserRow, approvalStatus: 'approved' | 'rejected', amountToUse?: number) =>
    updateStatus.mutate(
      { _id: user._id, email: user.email, approvalStatus, ...(amountToUse === undefined ? {} : { amountToUse }) },
      { onSuccess: closeDialog },
    );

  return (
    <>
      <PageHeader title="Admin Users">
        <AdminUsersFilters
          status={approvalStatus}
          search={searchText}
          onStatusChange={(status) => setParam('status', status === 'All' ? null : status)}
          onSearchChange={setSearchText}
        />
      </PageHeader>
      <AdminUsersTable
        rows={usersQuery.data?.users ?? []}
        total={usersQuery.data?.totalUsers ?? 0}
        page={pageNumber}
        perPage={perPage}
        sortOrder={sortOrder}
        loading={usersQuery.isFetching}
        onPageChange={(page) => setPageParam(updateSearchParams, page)}
        onToggleSort={() => setParam('sort', sortOrder === 'desc' ? 'asc' : null)}
        onApprove={(user) => setDialog({ kind: 'approve', user })}
        onReject={(user) => setDialog({ kind: 'reject', user })}
      />
      {dialog?.kind === 'approve' && (
        <ApproveUserDialog
          email={dialog.user.email}
          pending={updateStatus.isPending}
          onCancel={closeDialog}
          onApprove={(amount) => decide(dialog.user, 'approved', amount)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectUserDialog
          email={dialog.user.email}
          pending={updateStatus.isPending}
          onCancel={closeDialog}
          onReject={() => decide(dialog.user, 'rejected')}
        />
      )}
    </>
  );
}
