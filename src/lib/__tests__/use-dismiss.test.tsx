// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss } from '../use-dismiss';

// The side menu and the theme popover close through this hook: on Escape or a press outside
// every element they own, and only while open.

function Popover({ active, onDismiss }: { active: boolean; onDismiss: () => void }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const refs = useRef([trigger, panel]).current;
  useDismiss(active, refs, onDismiss);
  return (
    <>
      <button ref={trigger}>abrir</button>
      <div ref={panel}>
        <button>opción</button>
      </div>
      <p>afuera</p>
    </>
  );
}

afterEach(cleanup);

describe('useDismiss', () => {
  it('dismisses on a press outside and on Escape, not on presses inside or other keys', () => {
    const onDismiss = vi.fn();
    const view = render(<Popover active onDismiss={onDismiss} />);
    fireEvent.pointerDown(view.getByText('opción'));
    fireEvent.pointerDown(view.getByText('abrir'));
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onDismiss).not.toHaveBeenCalled();

    fireEvent.pointerDown(view.getByText('afuera'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('does nothing while inactive, and stops listening when it turns inactive', () => {
    const onDismiss = vi.fn();
    const view = render(<Popover active={false} onDismiss={onDismiss} />);
    fireEvent.pointerDown(view.getByText('afuera'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();

    view.rerender(<Popover active onDismiss={onDismiss} />);
    view.rerender(<Popover active={false} onDismiss={onDismiss} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
