import { PageHeader } from '../../../../components/page-header';
import { AreaSpinner } from '../../../../components/spinners';
import { useLabelSettings } from '../api/use-label-settings';
import { useUpdateLabelSettings } from '../api/use-update-label-settings';
import { LabelSettingsForm } from '../components/label-settings-form';

export default function LabelSettingsPage() {
  const settingsQuery = useLabelSettings();
  const update = useUpdateLabelSettings();
  return (
    <>
      <PageHeader title="Labels Settings" />
      {settingsQuery.data ? (
        <LabelSettingsForm
          settings={settingsQuery.data}
          pending={update.isPending}
          onSubmit={(body) => update.mutate(body)}
        />
      ) : settingsQuery.isPending ? (
        <AreaSpinner />
      ) : null}
    </>
  );
}
