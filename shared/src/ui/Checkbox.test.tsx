import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithI18n } from '../testing';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';

describe('Checkbox', () => {
  it('toggles by its label and by Space', async () => {
    await renderWithI18n(<Checkbox label="Make this my default address" />);
    const box = screen.getByRole('checkbox', { name: 'Make this my default address' });
    const user = userEvent.setup();
    await user.click(screen.getByText('Make this my default address'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('on error: invalid, hint and error in its description', async () => {
    await renderWithI18n(<Checkbox label="I agree to the terms" hint="You can read them first" error="Please agree to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You can read them first Please agree to continue');
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to continue');
  });

  it('a disabled checkbox does not change', async () => {
    await renderWithI18n(<Checkbox label="Default" disabled defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Default' });
    await userEvent.setup().click(box);
    expect(box).toBeChecked();
  });

  it('works with react-hook-form', async () => {
    const seen = jest.fn();
    function Form() {
      const form = useForm({ defaultValues: { agree: false } });
      return (
        <form onSubmit={form.handleSubmit(seen)}>
          <Checkbox label="Agree" {...form.register('agree')} />
          <button type="submit">Go</button>
        </form>
      );
    }
    await renderWithI18n(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(seen.mock.calls[0][0]).toEqual({ agree: true });
  });
});

describe('Switch', () => {
  it('is a switch that turns on and off, controlled', async () => {
    function Setting() {
      const [on, setOn] = useState(false);
      return <Switch label="E-mail me about offers" checked={on} onChange={(event) => setOn(event.target.checked)} />;
    }
    await renderWithI18n(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'E-mail me about offers' });
    expect(toggle).not.toBeChecked();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });
});
