import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { transportMessages, type TransportOption, type TransportState } from '@stowline/domain';
import type { FedexActions } from './fedex-shipment-panel';
import { TransportEstimateDialog } from './transport-estimate-dialog';

afterEach(cleanup);

const fedexOption: TransportOption = {
  transportationOptionId: 'to-fedex',
  shippingSolution: 'USE_YOUR_OWN_CARRIER',
  shippingMode: 'GROUND_SMALL_PARCEL',
  carrierName: 'FedEx',
  carrierCode: 'FDEG',
  cost: null,
  costPerUnit: null,
  voidableUntil: null,
  expiresAt: null,
  needsDeliveryWindow: true,
  matchesSettings: true,
};

const state = (changes: Partial<TransportState>) =>
  ({
    shipmentStatus: 'WORKING',
    shipmentType: 'SP',
    isPartnered: 'false',
    carrierName: 'FEDERAL_EXPRESS_CORP',
    transportStatus: 'ESTIMATED',
    step: null,
    error: null,
    options: [fedexOption],
    planShipments: [],
    planEstimatedCost: null,
    confirmedOptionId: null,
    estimatedCost: null,
    estimatedCostCurrency: null,
    readyDate: '2026-11-26T15:00:00.000Z',
    masterTrackingNumber: null,
    ...changes,
  }) as TransportState;

function renderDialog(transport: TransportState) {
  const fedex: FedexActions = {
    onRates: vi.fn(),
    onCreate: vi.fn(),
    onCancel: vi.fn(),
    onLabels: vi.fn(),
    pending: { rates: false, create: false, cancel: false },
  };
  const onConfirm = vi.fn();
  render(
    <TransportEstimateDialog
      transport={transport}
      confirming={false}
      onConfirm={onConfirm}
      onTryAgain={vi.fn()}
      onClose={vi.fn()}
      fedex={fedex}
    />,
  );
  return { fedex, onConfirm };
}

describe('the FedEx shipment in the estimate modal', () => {
  it('comes before Confirm: rate, then create with the ready date', () => {
    const { fedex } = renderDialog(state({}));
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText(transportMessages.fedexShipmentFirst)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get FedEx Rate' }));
    expect(fedex.onRates).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Create FedEx Shipment' }));
    expect(fedex.onCreate).toHaveBeenCalledWith('2026-11-26');
  });

  it('shows the rate and, once created, lets the seller confirm, print the labels or cancel', () => {
    const { fedex, onConfirm } = renderDialog(
      state({ estimatedCost: 41.2, estimatedCostCurrency: 'USD', masterTrackingNumber: '794600000001' }),
    );
    expect(screen.getByTestId('fedex-rate').textContent).toBe('FedEx rate: 41.20 USD');
    // Amazon's FedEx option shows FedEx's rate in place of 'Not quoted by Amazon'.
    expect(screen.getByTestId('option-total').textContent).toBe('$41.20');
    expect(screen.queryByText(transportMessages.fedexShipmentFirst)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'FedEx Labels' }));
    expect(fedex.onLabels).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel FedEx Shipment' }));
    expect(fedex.onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith('to-fedex');
  });
});
