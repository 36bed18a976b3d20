import Alert from '@mui/material/Alert';

/** Says plainly which part of a screen is not built yet. */
export function LaterIssueNote({ children }: { children: string }) {
  return (
    <Alert severity="info" sx={{ textAlign: 'left', width: '100%' }}>
      {children}
    </Alert>
  );
}
