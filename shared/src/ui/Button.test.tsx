import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('does not submit the form it sits in unless asked to', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Apply coupon</Button>
        <Button type="submit">Place order</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed twice while loading, and says it is busy', async () => {
    const onClick = jest.fn();
    const { rerender } = render(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).not.toHaveAttribute('aria-busy');

    rerender(
      <Button onClick={onClick} loading>
        Pay
      </Button>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    const user = userEvent.setup();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus while loading, so the buyer goes on from where they were', async () => {
    const { rerender } = render(<Button>Add to cart</Button>);
    const user = userEvent.setup();
    await user.tab();
    rerender(<Button loading>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
  });

  it('does not submit its form again while loading, even by Enter in a field', async () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Code" />
        <Button type="submit" loading>
          Verify
        </Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'K7QX{Enter}');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is reachable by keyboard and activates with Enter and Space', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('forwards its ref to the button element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Focus me</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Focus me' }));
  });

  it.each([
    ['primary', 'primary'],
    ['secondary', 'secondary'],
    ['quiet', 'quiet'],
    ['destructive', 'destructive'],
    ['text', 'quiet'],
    ['danger', 'destructive'],
  ] as const)('draws the %s variant as %s', (variant, drawnAs) => {
    render(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(`mall-button--${drawnAs}`);
  });

  it('a loading destructive button keeps its name and says it is busy', () => {
    render(
      <Button variant="destructive" loading>
        Delete address
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete address' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('mall-button--destructive', 'mall-button--loading');
  });
});
