import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { shipmentImportMessages } from '@stowline/domain';
import { ShipmentImportDialog, type ShipmentImportResult } from './shipment-import-dialog';
import { TrackingIdsImportDialog } from './tracking-ids-import-dialog';

afterEach(cleanup);

const result = (valid: number, invalid: number): ShipmentImportResult => ({
  stats: { total: valid + invalid, valid, invalid },
  errors: Array.from({ length: invalid }, (_, i) => ({ row: i + 2, sku: '3', reason: 'Box No 3 in duplicated' })),
  errorCsv: invalid ? 'csv' : null,
});

function renderDialog(props: Partial<Parameters<typeof ShipmentImportDialog>[0]> = {}) {
  const handlers = { onFile: vi.fn(), onConfirm: vi.fn(), onDownloadErrors: vi.fn(), onClose: vi.fn() };
  render(
    <ShipmentImportDialog
      title="Import Weight and Dimensions"
      columns={['Box No.', 'Length (IN)']}
      keyLabel="Box No."
      reading={false}
      result={null}
      refusal={null}
      applying={false}
      onDownloadTemplate={() => {}}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const confirm = () => screen.getByRole('button', { name: 'Confirm' });

describe('ShipmentImportDialog', () => {
  it('confirms only with at least one valid row', () => {
    renderDialog();
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderDialog({ result: result(0, 2) });
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    const { onConfirm, onDownloadErrors } = renderDialog({ result: result(1, 1) });
    expect(screen.getByTestId('upload-total').textContent).toBe('2');
    expect(screen.getByText('Valid')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Box No.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Export the Error's List" }));
    expect(onDownloadErrors).toHaveBeenCalledWith('csv');
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says why a file is refused and keeps Confirm off', () => {
    renderDialog({ result: result(1, 0), refusal: 'Upload a .csv or .xlsx file' });
    expect(screen.getByRole('alert').textContent).toBe('Upload a .csv or .xlsx file');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an empty file before sending it', () => {
    const { onFile } = renderDialog();
    const input = screen.getByLabelText('Import Weight and Dimensions file');
    fireEvent.change(input, { target: { files: [new File([], 'dims.csv', { type: 'text/csv' })] } });
    expect(onFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(shipmentImportMessages.emptyFile);
  });
});

describe('TrackingIdsImportDialog', () => {
  it('validates pasted ids with the spec messages, then confirms them', () => {
    const onConfirm = vi.fn();
    render(
      <TrackingIdsImportDialog
        boxCount={2}
        reading={false}
        fileIds={null}
        refusal={null}
        applying={false}
        onFile={() => {}}
        onDownloadTemplate={() => {}}
        onConfirm={onConfirm}
        onClose={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy/Paste' }));
    const text = screen.getByLabelText('Tracking Ids');
    fireEvent.change(text, { target: { value: 'A1' } });
    fireEvent.click(screen.getByRole('button', { name: 'validate' }));
    expect(screen.getByRole('alert').textContent).toBe('Less Tracking Ids found, Must be equal to 2');
    expect((confirm() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(text, { target: { value: 'A1\tA2' } });
    fireEvent.click(screen.getByRole('button', { name: 'validate' }));
    fireEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith(['A1', 'A2']);
  });
});
