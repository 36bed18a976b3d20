import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { LaterIssueNote } from '../components/later-issue-note';
import { OnboardingCard } from '../components/onboarding-card';

const MARKETPLACES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'MX', name: 'Mexico' },
  { code: 'BR', name: 'Brazil' },
] as const;

export default function SelectMarketplacesPage() {
  return (
    <OnboardingCard title="Select Marketplaces">
      <FormGroup>
        {MARKETPLACES.map((m) => (
          <FormControlLabel key={m.code} control={<Checkbox disabled />} label={`${m.name} (${m.code})`} />
        ))}
      </FormGroup>
      <LaterIssueNote>
        Marketplace selection arrives with the marketplace integration: the marketplaces your store can sell in are
        listed then.
      </LaterIssueNote>
      <Button variant="contained" disabled>
        SAVE
      </Button>
    </OnboardingCard>
  );
}
