import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CutText } from './cut-text';

afterEach(cleanup);

it('cuts a long text, shows the whole of it on hover, and lets the pointer through its tooltip', async () => {
  render(<CutText text="Foxwood Car Wax, X-Large, All Weather, Navy Blue (11-Pack)" max={15} />);
  const cut = screen.getByText('Foxwood Car Wax…');
  fireEvent.mouseOver(cut);
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip.textContent).toBe('Foxwood Car Wax, X-Large, All Weather, Navy Blue (11-Pack)');
  // Over the button below the text on a phone: a tap meant for the button must reach it.
  expect(getComputedStyle(tooltip).pointerEvents).toBe('none');
});

it('leaves a short text whole, without a tooltip', () => {
  render(<CutText text="Car Wax" max={15} />);
  fireEvent.mouseOver(screen.getByText('Car Wax'));
  expect(screen.queryByRole('tooltip')).toBeNull();
});
