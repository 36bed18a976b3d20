import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { updateProfileBodySchema, type Profile, type UpdateProfileBody } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';

type ProfileForm = z.input<typeof updateProfileBodySchema>;

interface ProfileFormProps {
  profile: Profile;
  pending: boolean;
  onSubmit: (body: UpdateProfileBody) => void;
}

/** Mounted once the profile is loaded, so its values are the form's defaults. */
export function ProfileForm({ profile, pending, onSubmit }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileForm, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: { name: profile.name, email: profile.email, phone: profile.phone, address: profile.address },
  });

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit((body) => onSubmit({ ...body, name: profile.name, email: profile.email }))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <TextField label="Name" disabled {...muiRegister(register, 'name')} />
        <TextField label="Email" disabled {...muiRegister(register, 'email')} />
        <TextField
          label="Phone"
          type="tel"
          error={Boolean(errors.phone)}
          helperText={errors.phone?.message}
          {...muiRegister(register, 'phone')}
        />
        <TextField
          label="Address"
          error={Boolean(errors.address)}
          helperText={errors.address?.message}
          {...muiRegister(register, 'address')}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={pending}>
            Update
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
