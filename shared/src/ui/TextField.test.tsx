import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithI18n } from '../testing';
import { Field } from './Field';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and described by its hint', async () => {
    await renderWithI18n(<TextField label="E-mail" hint="We send the order confirmation here" type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We send the order confirmation here');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('on error: marks the input invalid, shows the error below it and adds it to the description', async () => {
    const { container } = await renderWithI18n(<TextField label="E-mail" hint="For the receipt" error="please enter a correct email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For the receipt please enter a correct email');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('please enter a correct email');
    // Below the control, in reading order (GOV.UK puts it above; the issue asks for below).
    expect(input.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.mall-field')).toHaveClass('mall-field--invalid');
  });

  it('says an optional field is optional in its name', async () => {
    await renderWithI18n(<TextField label="Company" optional />, { language: 'de' });
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toBeInTheDocument();
  });

  it('takes react-hook-form registration: typing reaches the form', async () => {
    const seen = jest.fn();
    function Form() {
      const form = useForm({ defaultValues: { city: 'Berlin' } });
      return (
        <form onSubmit={form.handleSubmit(seen)}>
          <TextField label="City" {...form.register('city')} />
          <button type="submit">Save</button>
        </form>
      );
    }
    await renderWithI18n(<Form />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveValue('Berlin');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, 'Köln');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(seen.mock.calls[0][0]).toEqual({ city: 'Köln' });
  });

  it('a disabled field cannot be typed into', async () => {
    await renderWithI18n(<TextField label="Order number" disabled defaultValue="5001" />);
    const input = screen.getByRole('textbox', { name: 'Order number' });
    await userEvent.setup().type(input, '9');
    expect(input).toHaveValue('5001');
  });
});

describe('Field', () => {
  it('can leave the announcing to a form-level notice: the error is shown and described, not a second alert', async () => {
    await renderWithI18n(
      <Field label="Your review" error="Please write a few words" announceError={false}>
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription('Please write a few words');
  });

  it('hands its control the label, hint, error and extra description ids', async () => {
    await renderWithI18n(
      <>
        <p id="extra">Shown on the invoice</p>
        <Field label="Tax number" hint="Eleven digits" error="The tax number must have 11 digits" describedBy="extra">
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Tax number' })).toHaveAccessibleDescription(
      'Eleven digits The tax number must have 11 digits Shown on the invoice',
    );
  });
});
