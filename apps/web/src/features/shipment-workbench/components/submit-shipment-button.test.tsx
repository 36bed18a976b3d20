import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readinessMessages } from '@stowline/domain';
import { SubmitShipmentButton } from './submit-shipment-button';

afterEach(cleanup);

describe('the Submit button', () => {
  it('is disabled with every remaining reason as its tooltip', async () => {
    const onSubmit = vi.fn();
    const reasons = [readinessMessages.notFullyBoxed, readinessMessages.boxDimensionsMissing];
    render(<SubmitShipmentButton reasons={reasons} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.mouseOver(button.parentElement!);
    const tooltip = await screen.findByRole('tooltip');
    expect([...tooltip.querySelectorAll('li')].map((li) => li.textContent)).toEqual(reasons);
    // The first reason is also in view without hovering, with how many more there are.
    expect(screen.getByTestId('submit-blocked').textContent).toBe(`${reasons[0]} (+1 more)`);
  });

  it('is enabled, without a tooltip, once no reason remains', () => {
    const onSubmit = vi.fn();
    render(<SubmitShipmentButton reasons={[]} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveProperty('disabled', false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.mouseOver(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.queryByTestId('submit-blocked')).toBeNull();
  });

  it('stays disabled while the reasons are being read', () => {
    render(<SubmitShipmentButton reasons={null} onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
  });

  it('waits, with no reason left, while what it acts on is read again (a setting or a box changed)', () => {
    const onSubmit = vi.fn();
    const view = render(<SubmitShipmentButton reasons={[]} checking onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    view.rerender(<SubmitShipmentButton reasons={[]} checking={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });
});
