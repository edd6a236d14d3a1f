import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithI18n } from '../testing';
import { RadioGroup } from './RadioGroup';

const GENDERS = [
  { value: 'FEMALE', label: 'Ms' },
  { value: 'MALE', label: 'Mr' },
  { value: 'OTHER', label: 'Other', hint: 'Not shown on the parcel' },
];

describe('RadioGroup', () => {
  it('is a radio group named by its legend; one choice at a time, arrows move it', async () => {
    const onValueChange = jest.fn();
    function Controlled() {
      const [value, setValue] = useState('FEMALE');
      return (
        <RadioGroup
          legend="Salutation"
          name="gender"
          options={GENDERS}
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    await renderWithI18n(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Salutation' });
    expect(within(group).getByRole('radio', { name: 'Ms' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(within(group).getByRole('radio', { name: 'Mr' }));
    expect(within(group).getByRole('radio', { name: 'Mr' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Ms' })).not.toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('OTHER');
  });

  it('describes an option by its hint, the group by its hint and error; invalid on error', async () => {
    await renderWithI18n(<RadioGroup legend="Salutation" name="g" options={GENDERS} hint="As on your ID" error="Please choose a gender" />);
    const group = screen.getByRole('radiogroup', { name: 'Salutation' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('As on your ID Please choose a gender');
    expect(screen.getByRole('radio', { name: 'Other' })).toHaveAccessibleDescription('Not shown on the parcel');
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a gender');
  });

  it('a disabled option cannot be chosen', async () => {
    await renderWithI18n(<RadioGroup legend="Delivery" name="d" options={[{ value: 'a', label: 'Standard' }, { value: 'b', label: 'Express', disabled: true }]} />);
    const express = screen.getByRole('radio', { name: 'Express' });
    await userEvent.setup().click(express);
    expect(express).not.toBeChecked();
  });

  it('works with react-hook-form registration', async () => {
    const seen = jest.fn();
    function Form() {
      const form = useForm({ defaultValues: { gender: 'MALE' } });
      return (
        <form onSubmit={form.handleSubmit(seen)}>
          <RadioGroup legend="Salutation" name="gender" options={GENDERS} inputProps={form.register('gender')} inline />
          <button type="submit">Save</button>
        </form>
      );
    }
    await renderWithI18n(<Form />);
    expect(screen.getByRole('radio', { name: 'Mr' })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Ms' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen.mock.calls[0][0]).toEqual({ gender: 'FEMALE' });
  });
});
