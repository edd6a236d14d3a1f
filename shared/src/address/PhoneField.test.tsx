import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { exampleNumberOf, PhoneField } from './PhoneField';

function Phone({ error }: { error?: string }) {
  const [dial, setDial] = useState('+49');
  const [number, setNumber] = useState('');
  return (
    <PhoneField
      label="Mobile"
      hint="For the courier"
      error={error}
      dialCodeLabel="Dial code"
      dialCode={dial}
      noDialCode="No dial code"
      dialCodeProps={{ value: dial, onChange: (event) => setDial(event.target.value) }}
      numberProps={{ value: number, onChange: (event) => setNumber(event.target.value) }}
    />
  );
}

describe('PhoneField', () => {
  it('names the number by the label and the dial code by its own name; both described by the hint', async () => {
    await renderWithI18n(<Phone />);
    const number = screen.getByRole('textbox', { name: 'Mobile' });
    const dial = screen.getByRole('combobox', { name: 'Dial code' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAccessibleDescription('For the courier');
    expect(dial).toHaveAccessibleDescription('For the courier');
    expect(dial).toHaveValue('+49');
  });

  it("lists each country by name in the buyer's language, and shows the chosen code short", async () => {
    await renderWithI18n(<Phone />, { language: 'de' });
    const dial = screen.getByRole('combobox', { name: 'Dial code' });
    expect(within(dial).getByRole('option', { name: 'Deutschland +49' })).toBeInTheDocument();
    expect(within(dial).getByRole('option', { name: 'Frankreich +33' })).toBeInTheDocument();
    expect(within(dial).getAllByRole('option')[0]).toHaveTextContent('No dial code');
    expect(document.querySelector('.mall-phone__dial-value')).toHaveTextContent(/^\+49$/);
  });

  it("offers an example number of the chosen country as the placeholder, and follows a new choice from the keyboard", async () => {
    await renderWithI18n(<Phone />);
    const number = screen.getByRole('textbox', { name: 'Mobile' });
    expect(number).toHaveAttribute('placeholder', exampleNumberOf('+49'));
    expect(exampleNumberOf('+49')).toMatch(/^01\d/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dial code' }), 'France +33');
    expect(number).toHaveAttribute('placeholder', exampleNumberOf('+33'));
    expect(exampleNumberOf('+33')).toMatch(/^0[67]/);
    await user.type(number, '0612345678');
    expect(number).toHaveValue('0612345678');
    expect(exampleNumberOf('')).toBeUndefined();
  });

  it('puts the error below both boxes with its icon, both marked invalid and described by it', async () => {
    await renderWithI18n(<Phone error="Please enter a correct phone number" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please enter a correct phone number');
    expect(alert.querySelector('svg')).not.toBeNull();
    for (const control of [screen.getByRole('textbox', { name: 'Mobile' }), screen.getByRole('combobox', { name: 'Dial code' })]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('For the courier Please enter a correct phone number');
    }
  });
});
