import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Stepper } from './Stepper';

/** A stepper from 1 to 3 by 1, as a caller drives it. */
function Quantity({ error }: { error?: string }) {
  const [qty, setQty] = useState(1);
  const [text, setText] = useState('1');
  const move = (next: number) => {
    setQty(next);
    setText(String(next));
  };
  return (
    <Stepper
      label="Quantity"
      text={text}
      onTextChange={setText}
      onStep={(direction) => move(qty + direction)}
      canDecrease={qty > 1}
      canIncrease={qty < 3}
      error={error}
      note={qty === 3 ? 'Only 3 left' : undefined}
      inputProps={{ min: 1, max: 3 }}
    />
  );
}

describe('Stepper', () => {
  it('moves with − and +, each disabled at its bound, and says a note politely', async () => {
    await renderWithI18n(<Quantity />);
    const user = userEvent.setup();
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    const less = screen.getByRole('button', { name: 'Less' });
    const more = screen.getByRole('button', { name: 'More' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(box).toHaveValue(3);
    expect(more).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 left');
    expect(box).toHaveAccessibleDescription('Only 3 left');
    await user.click(less);
    expect(box).toHaveValue(2);
  });

  it('reaches − box + in that order with Tab and takes a typed number', async () => {
    await renderWithI18n(<Quantity />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Less' })).toHaveFocus();
    await user.tab();
    await user.clear(screen.getByRole('spinbutton'));
    await user.type(screen.getByRole('spinbutton'), '3');
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
  });

  it('shows a refusal below with its icon, the box marked invalid and described by it', async () => {
    await renderWithI18n(<Quantity error="Not enough stock" />, { language: 'de' });
    const box = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Not enough stock');
    expect(screen.getByRole('alert').querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Mehr' })).toBeEnabled();
  });
});
