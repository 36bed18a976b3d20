import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TransportRequiredInfoDialog } from './transport-required-info-dialog';
import { TransportVoidButton } from './transport-void-button';
import { TransportEstimateDialog } from './transport-estimate-dialog';
import { FREIGHT_CLASSES, transportMessages, type TransportOption, type TransportState } from '@stowline/domain';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-25T10:00:00Z');
/** A datetime-local value (the browser's own zone) `hours` from NOW. */
const local = (hours: number) => {
  const d = new Date(NOW + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const SETTINGS = {
  freight: { shipmentType: 'LTL', isPartnered: 'true', carrierName: 'UNITED_PARCEL_SERVICE_INC' },
  readyDate: { shipmentType: 'SP', isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' },
  proNumber: { shipmentType: 'LTL', isPartnered: 'false', carrierName: 'DHL_STANDARD' },
  fedexFreight: { shipmentType: 'LTL', isPartnered: 'false', carrierName: 'FEDERAL_EXPRESS_CORP' },
} as const;

function renderDialog(variant: keyof typeof SETTINGS) {
  const onCalculate = vi.fn();
  render(
    <TransportRequiredInfoDialog
      settings={SETTINGS[variant]}
      pending={false}
      now={() => NOW}
      onCalculate={onCalculate}
      onClose={vi.fn()}
    />,
  );
  const calculate = () => fireEvent.click(screen.getByRole('button', { name: 'Calculate Cost' }));
  return { onCalculate, calculate };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const chooseFreightClass = (value: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Freight Class' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: value }));
};

describe('the required-information modal', () => {
  it('asks partnered LTL a freight class and a freight ready date after now and within 2 weeks', () => {
    const { onCalculate, calculate } = renderDialog('freight');
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect data or fields are empty');
    // A date but no class.
    type('Freight Ready Date', local(24));
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect data or fields are empty');
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const classes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(classes).toEqual([...FREIGHT_CLASSES]);
    fireEvent.click(screen.getByRole('option', { name: '92.5' }));
    // In the past, then beyond 2 weeks: refused.
    for (const hours of [-1, 15 * 24]) {
      type('Freight Ready Date', local(hours));
      calculate();
      expect(screen.getByRole('alert').textContent).toBe('Incorrect data or fields are empty');
    }
    expect(onCalculate).not.toHaveBeenCalled();
    type('Freight Ready Date', local(13 * 24));
    calculate();
    expect(onCalculate).toHaveBeenCalledWith({
      freightClass: '92.5',
      readyDate: new Date(NOW + 13 * 24 * 3_600_000).toISOString(),
    });
  });

  it('asks non-partnered FedEx a ready date', () => {
    const { onCalculate, calculate } = renderDialog('readyDate');
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect data or field is empty');
    expect(screen.queryByLabelText('Freight Class')).toBeNull();
    type('Ready Date', local(2));
    expect(screen.queryByRole('alert')).toBeNull();
    calculate();
    expect(onCalculate).toHaveBeenCalledWith({ readyDate: new Date(NOW + 2 * 3_600_000).toISOString() });
  });

  it('asks other non-partnered LTL a Pro Number of 7 to 10 characters and a freight class', () => {
    const { onCalculate, calculate } = renderDialog('proNumber');
    type('Pro Number', '123456');
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Pro Number should be of length 7 - 10');
    type('Pro Number', '12345678901');
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Pro Number should be of length 7 - 10');
    type('Pro Number', ' 1234567 ');
    // Amazon wants a freight class for any freight estimate: the Pro Number alone is not enough.
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect data or fields are empty');
    expect(onCalculate).not.toHaveBeenCalled();
    chooseFreightClass('150');
    calculate();
    expect(onCalculate).toHaveBeenCalledWith({ freightClass: '150', proNumber: '1234567' });
  });

  it('asks non-partnered FedEx LTL a ready date and a freight class', () => {
    const { onCalculate, calculate } = renderDialog('fedexFreight');
    expect(screen.queryByLabelText('Pro Number')).toBeNull();
    type('Ready Date', local(2));
    calculate();
    expect(screen.getByRole('alert').textContent).toBe('Incorrect data or fields are empty');
    chooseFreightClass('77.5');
    calculate();
    expect(onCalculate).toHaveBeenCalledWith({
      freightClass: '77.5',
      readyDate: new Date(NOW + 2 * 3_600_000).toISOString(),
    });
  });
});

describe('the Void button', () => {
  it('counts the time left down while the page is open and closes with the window', () => {
    vi.useFakeTimers({ now: NOW });
    const onVoid = vi.fn();
    // An LTL window: 1 hour from the confirm, 30 seconds of it gone.
    render(<TransportVoidButton voidDate={new Date(NOW + 3_570_000).toISOString()} pending={false} onVoid={onVoid} />);
    expect(screen.getByRole('button').textContent).toBe('Void (1h 0m left)');
    act(() => vi.advanceTimersByTime(91_000));
    expect(screen.getByRole('button').textContent).toBe('Void (58m left)');
    fireEvent.click(screen.getByRole('button'));
    expect(onVoid).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(3_479_000));
    const button = screen.getByRole('button', { name: /^Void/ });
    expect(button.textContent).toBe('Void');
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(`Void: ${transportMessages.voidWindowPassed}`)).toBeTruthy();
  });

  it('is closed when the window ended before the page opened', () => {
    vi.useFakeTimers({ now: NOW });
    render(<TransportVoidButton voidDate={new Date(NOW - 1).toISOString()} pending={false} onVoid={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^Void/ })).toHaveProperty('disabled', true);
  });
});

const option = (changes: Partial<TransportOption>): TransportOption => ({
  transportationOptionId: 'to1',
  shippingSolution: 'AMAZON_PARTNERED_CARRIER',
  shippingMode: 'GROUND_SMALL_PARCEL',
  carrierName: 'UNITED_PARCEL_SERVICE_INC',
  carrierCode: 'UPSN',
  cost: { amount: 120, code: 'USD' },
  costPerUnit: 1.2,
  voidableUntil: null,
  expiresAt: null,
  needsDeliveryWindow: false,
  matchesSettings: false,
  ...changes,
});

const state = (changes: Partial<TransportState>) =>
  ({
    transportStatus: null,
    step: null,
    error: null,
    options: [],
    planShipments: [],
    planEstimatedCost: null,
    confirmedOptionId: null,
    ...changes,
  }) as TransportState;

function renderEstimate(transport: TransportState) {
  const props = { onConfirm: vi.fn(), onTryAgain: vi.fn(), onClose: vi.fn() };
  render(<TransportEstimateDialog transport={transport} confirming={false} {...props} />);
  return props;
}

describe('the estimate modal', () => {
  it('shows progress while Amazon works out the options', () => {
    renderEstimate(state({ step: 'ESTIMATING' }));
    expect(screen.getByRole('status').textContent).toContain(transportMessages.estimateStarted);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
  });

  it("says 'Unable to generate estimate with reason' with Amazon's message, and Try Again asks again", () => {
    const props = renderEstimate(state({ error: 'Box 3 weighs more than 50 lb.' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Unable to generate estimate with reason');
    expect(alert.textContent).toContain('Box 3 weighs more than 50 lb.');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(props.onTryAgain).toHaveBeenCalledOnce();
  });

  it("shows every option side by side, cheapest first, the settings' one picked; the seller confirms another", () => {
    const props = renderEstimate(
      state({
        transportStatus: 'ESTIMATED',
        options: [
          option({
            transportationOptionId: 'own-dhl',
            shippingSolution: 'USE_YOUR_OWN_CARRIER',
            carrierName: 'DHL_STANDARD',
            cost: { amount: 95.5, code: 'USD' },
            costPerUnit: 0.96,
          }),
          option({ transportationOptionId: 'ups', matchesSettings: true }),
          option({
            transportationOptionId: 'own-other',
            shippingSolution: 'USE_YOUR_OWN_CARRIER',
            carrierName: 'Acme Freight',
            cost: null,
            costPerUnit: null,
          }),
        ],
      }),
    );
    const cards = screen.getAllByTestId('transport-option');
    expect(cards.map((c) => c.querySelector('p')?.textContent)).toEqual(['DHL', 'UPS', 'Acme Freight']);
    expect(cards[0]!.textContent).toContain('$95.50');
    expect(cards[0]!.textContent).toContain('$0.96 per unit');
    expect(cards[1]!.textContent).toContain('Your settings');
    expect(cards[2]!.textContent).toContain('Not quoted by Amazon');
    expect(screen.getByRole('radio', { name: 'UPS partnered' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(props.onConfirm).toHaveBeenLastCalledWith('ups');
    fireEvent.click(screen.getByRole('radio', { name: 'DHL own carrier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(props.onConfirm).toHaveBeenLastCalledWith('own-dhl');
  });
});

const planShipment = (shipmentId: string, fc: string, estimatedCost: number | null) => ({
  shipmentRowId: `row-${shipmentId}`,
  shipmentId,
  shipmentName: `Parcel_${shipmentId.slice(-1)}`,
  destinationFulfillmentCenterId: fc,
  transportStatus: 'ESTIMATED' as const,
  estimatedCost,
  estimatedCostCurrency: 'USD',
});

describe("the estimate modal of a plan's transport", () => {
  it('lists every shipment of the plan with its estimate and the total, estimated and confirmed together', () => {
    renderEstimate(
      state({
        transportStatus: 'ESTIMATED',
        options: [option({ matchesSettings: true })],
        planShipments: [planShipment('FBA15AAA0001', 'IND9', 20.5), planShipment('FBA15AAA0002', 'LGB8', 27.7)],
        planEstimatedCost: 48.2,
      }),
    );
    const list = screen.getByRole('list', { name: 'Shipments of this plan' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'FBA15AAA0001Parcel_1IND9$20.50',
      'FBA15AAA0002Parcel_2LGB8$27.70',
    ]);
    expect(screen.getByTestId('plan-total').textContent).toBe('Plan total: $48.20');
    expect(
      screen.getByText('Amazon estimates and confirms the transport of every shipment of the plan together.'),
    ).toBeTruthy();
  });

  it('lists nothing more for a shipment whose transport is its own', () => {
    renderEstimate(
      state({
        options: [option({})],
        planShipments: [planShipment('FBA15AAA0001', 'IND9', 20.5)],
        planEstimatedCost: 20.5,
      }),
    );
    expect(screen.queryByRole('list', { name: 'Shipments of this plan' })).toBeNull();
  });
});
