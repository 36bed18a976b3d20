import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useSharedTooltip } from './shared-tooltip';

afterEach(cleanup);

/** A list of controls naming their tooltips, as the box cards do. */
function Controls() {
  const { listeners, tooltip } = useSharedTooltip();
  const [scanning, setScanning] = useState(false);
  return (
    <div {...listeners}>
      {tooltip}
      <button type="button" data-tooltip="History">
        H
      </button>
      <button
        type="button"
        data-tooltip={scanning ? 'Scanning into this box' : 'Scan to add'}
        onClick={() => setScanning(true)}
      >
        S
      </button>
      <span data-tooltip="Can't perform this action">
        <button type="button" disabled>
          C
        </button>
      </span>
      <button type="button">No tooltip</button>
    </div>
  );
}

const hover = (element: Element, pointerType = 'mouse') => fireEvent.pointerOver(element, { pointerType });

describe('the shared tooltip of a list', () => {
  it('shows the hovered control’s text, then the next one’s, and none where a control names none', async () => {
    render(<Controls />);
    hover(screen.getByText('H'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('History');
    hover(screen.getByText('C').parentElement!);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe("Can't perform this action"));
    hover(screen.getByText('No tooltip'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('follows a text the click changed, and is not shown by a touch', async () => {
    render(<Controls />);
    hover(screen.getByText('S'), 'touch');
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByRole('tooltip')).toBeNull();
    hover(screen.getByText('S'));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Scan to add');
    fireEvent.click(screen.getByText('S'));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Scanning into this box'));
  });
});
