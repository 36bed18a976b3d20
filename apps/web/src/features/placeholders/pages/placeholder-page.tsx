import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { PageHeader } from '../../../components/page-header';
import { PLACEHOLDER_SCREENS } from '../placeholder-screens';

/** An honest stand-in for a screen a later issue builds. */
export default function PlaceholderPage({ screen }: { screen: string }) {
  const entry = PLACEHOLDER_SCREENS[screen];
  if (!entry) return null;
  return (
    <>
      <PageHeader title={entry.title} />
      <Paper sx={{ p: 3 }}>
        <Alert severity="info">{entry.note}</Alert>
      </Paper>
    </>
  );
}
