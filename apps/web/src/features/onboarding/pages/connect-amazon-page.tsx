import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { readMarkers, setReauthorize } from '../../../lib/session';
import { LaterIssueNote } from '../components/later-issue-note';
import { OnboardingCard } from '../components/onboarding-card';

export default function ConnectAmazonPage() {
  const navigate = useNavigate();
  const [storeName, setStoreName] = useState('');
  const reauthorizing = Boolean(readMarkers().reauthorize);

  return (
    <OnboardingCard title="Connect Amazon Store">
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 400, textAlign: 'left' }}>
        <TextField label="Store Name" value={storeName} onChange={(e) => setStoreName(e.target.value)} required />
        <TextField select label="Region" value="na" disabled>
          <MenuItem value="na">North America</MenuItem>
        </TextField>
        <LaterIssueNote>
          Store connection arrives with the marketplace integration: the Connect button is enabled then.
        </LaterIssueNote>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
          {reauthorizing && (
            <Button
              variant="outlined"
              onClick={() => {
                setReauthorize(false);
                navigate('/dashboard/setting/profile');
              }}
            >
              Cancel
            </Button>
          )}
          <Button variant="contained" disabled>
            {reauthorizing ? 'Reconnect' : 'Connect'}
          </Button>
        </Stack>
      </Stack>
    </OnboardingCard>
  );
}
