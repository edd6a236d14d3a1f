import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Select } from './Select';

describe('Select', () => {
  it('is a combobox named by its label; choosing an option changes its value', async () => {
    const onChange = jest.fn();
    await renderWithI18n(
      <Select label="Country" hint="Where we deliver" defaultValue="DE" onChange={(event) => onChange(event.target.value)}>
        <option value="DE">Germany</option>
        <option value="FR">France</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAccessibleDescription('Where we deliver');
    await userEvent.setup().selectOptions(select, 'France');
    expect(select).toHaveValue('FR');
    expect(onChange).toHaveBeenCalledWith('FR');
  });

  it('on error: invalid and described by the error', async () => {
    await renderWithI18n(
      <Select label="Return reason" error="Please choose a reason" defaultValue="">
        <option value="">Choose…</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Return reason' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please choose a reason');
  });
});
