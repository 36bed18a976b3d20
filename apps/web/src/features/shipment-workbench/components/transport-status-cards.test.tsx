import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { transportMessages, type TransportState } from '@stowline/domain';
import { TransportStatusCards, type TransportCardActions } from './transport-status-cards';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-25T10:00:00Z');

const state = (changes: Partial<TransportState>) =>
  ({
    transportStatus: null,
    step: null,
    error: null,
    options: [],
    planShipments: [],
    planEstimatedCost: null,
    estimatedCost: null,
    estimatedCostCurrency: null,
    voidDate: null,
    canMarkShipped: false,
    canDownloadBol: false,
    feedStatus: 'Pending',
    feedErrors: [],
    masterTrackingNumber: null,
    ...changes,
  }) as TransportState;

function renderCards(transport: TransportState, fedex = false) {
  const actions: TransportCardActions = {
    ...(fedex ? { fedex: { onLabels: vi.fn(), onCancel: vi.fn(), cancelling: false } } : {}),
    onOpenEstimate: vi.fn(),
    onVoid: vi.fn(),
    onMarkShipped: vi.fn(),
    onResubmitFeed: vi.fn(),
    onDownloadBol: vi.fn(),
    pending: { void: false, markShipped: false, resubmitFeed: false, bol: false },
  };
  render(<TransportStatusCards transport={transport} actions={actions} />);
  const card = (title: string) => screen.getByRole('listitem', { name: title });
  return { actions, card };
}

describe('the transport status cards', () => {
  it("say 'Pending' with no transport, no feed answer and no bill of lading, and offer nothing", () => {
    const { card } = renderCards(state({}));
    for (const title of ['Transport Status', 'Box Content Status', 'Labels', 'BOL'])
      expect(within(card(title)).getByTestId(`${title}-value`).textContent).toBe('Pending');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it("say a plan's transport goes with its other shipments, with the plan's total", () => {
    const other = {
      shipmentRowId: 'row-2',
      shipmentId: 'FBA15AAA0002',
      shipmentName: 'Parcel_2',
      destinationFulfillmentCenterId: 'LGB8',
      transportStatus: 'ESTIMATED' as const,
      estimatedCost: 27.7,
      estimatedCostCurrency: 'USD',
    };
    const { card } = renderCards(
      state({
        transportStatus: 'ESTIMATED',
        estimatedCost: 20.5,
        estimatedCostCurrency: 'USD',
        planShipments: [{ ...other, shipmentRowId: 'row-1', shipmentId: 'FBA15AAA0001', estimatedCost: 20.5 }, other],
        planEstimatedCost: 48.2,
      }),
    );
    expect(within(card('Transport Status')).getByTestId('plan-transport').textContent).toBe(
      "With the plan's 2 shipments: $48.20 in all",
    );
  });

  it('show an estimate with its cost and open the options', () => {
    const { card, actions } = renderCards(
      state({ transportStatus: 'ESTIMATED', estimatedCost: 312.5, estimatedCostCurrency: 'USD' }),
    );
    expect(within(card('Transport Status')).getByTestId('transport-cost').textContent).toBe('312.50 USD');
    fireEvent.click(screen.getByRole('button', { name: 'Choose & Confirm' }));
    expect(actions.onOpenEstimate).toHaveBeenCalledOnce();
  });

  it('show the job in flight instead of its buttons', () => {
    renderCards(state({ transportStatus: 'ESTIMATED', step: 'CONFIRMING' }));
    expect(screen.getByRole('status').textContent).toContain('Confirming');
    expect(screen.queryByRole('button', { name: 'Choose & Confirm' })).toBeNull();
  });

  it('offer Void with its time left, Mark Shipped and the BOL for a confirmed partnered LTL transport', () => {
    vi.useFakeTimers({ now: NOW });
    const { card, actions } = renderCards(
      state({
        transportStatus: 'CONFIRMED',
        voidDate: new Date(NOW + 45 * 60_000).toISOString(),
        canMarkShipped: true,
        canDownloadBol: true,
      }),
    );
    fireEvent.click(within(card('Transport Status')).getByRole('button', { name: 'Void (45m left)' }));
    fireEvent.click(within(card('Transport Status')).getByRole('button', { name: 'Mark Shipped' }));
    fireEvent.click(within(card('BOL')).getByRole('button', { name: 'Download BOL' }));
    expect(actions.onVoid).toHaveBeenCalledOnce();
    expect(actions.onMarkShipped).toHaveBeenCalledOnce();
    expect(actions.onDownloadBol).toHaveBeenCalledOnce();
    expect(within(card('Labels')).getByTestId('Labels-value').textContent).toBe('Available');
  });

  it("show a failed feed with Amazon's reasons joined in its tooltip, and Resubmit", async () => {
    const { card, actions } = renderCards(
      state({
        feedStatus: 'Failed',
        feedErrors: [{ resultDescription: 'Box 1 is empty.' }, { resultDescription: 'Box 2 is empty.' }],
      }),
    );
    const value = within(card('Box Content Status')).getByTestId('Box Content Status-value');
    expect(value.textContent).toBe('Failed');
    fireEvent.mouseOver(value);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Box 1 is empty. Box 2 is empty.');
    fireEvent.click(within(card('Box Content Status')).getByRole('button', { name: 'Resubmit' }));
    expect(actions.onResubmitFeed).toHaveBeenCalledOnce();
  });

  it('offer no Void once the shipment is marked shipped, even inside the window (Mark Shipped is irreversible)', () => {
    vi.useFakeTimers({ now: NOW });
    renderCards(
      state({
        transportStatus: 'CONFIRMED',
        shipmentStatus: 'SHIPPED',
        voidDate: new Date(NOW + 20 * 3600_000).toISOString(),
      }),
    );
    expect(screen.queryByRole('button', { name: /Void/ })).toBeNull();
    expect(screen.queryByLabelText(/Void/)).toBeNull();
  });

  it('say a voided shipment needs a new plan, with no Void or Mark Shipped', () => {
    const { card } = renderCards(state({ shipmentStatus: 'CANCELLED', transportStatus: null }));
    expect(within(card('Transport Status')).getByText(transportMessages.voidedNeedsNewPlan)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Void|Mark Shipped/ })).toBeNull();
  });

  it('offer the FedEx labels, and cancel only while Amazon does not hold the numbers or after a void', () => {
    const { card, actions } = renderCards(
      state({ masterTrackingNumber: '794600000001', transportStatus: 'ESTIMATED', shipmentStatus: 'WORKING' }),
      true,
    );
    expect(within(card('Labels')).getByTestId('Labels-value').textContent).toBe('Available');
    fireEvent.click(screen.getByRole('button', { name: 'FedEx Labels' }));
    expect(actions.fedex!.onLabels).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel FedEx Shipment' }));
    expect(actions.fedex!.onCancel).toHaveBeenCalledOnce();
    cleanup();
    renderCards(
      state({
        masterTrackingNumber: '794600000001',
        transportStatus: 'CONFIRMED',
        shipmentStatus: 'PENDING_TO_MARK_SHIP',
      }),
      true,
    );
    expect(screen.getByRole('button', { name: 'FedEx Labels' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel FedEx Shipment' })).toBeNull();
    cleanup();
    renderCards(state({ masterTrackingNumber: '794600000001', shipmentStatus: 'CANCELLED' }), true);
    expect(screen.getByRole('button', { name: 'Cancel FedEx Shipment' })).toBeTruthy();
  });
});
