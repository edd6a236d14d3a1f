import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@mall/shared';
import { renderShell } from '../../testing';
import { DesignSystem } from './DesignSystem';

const region = (name: string) => screen.getByRole('region', { name });

describe('the /design reference page', () => {
  it('is a public row of the route table, owned by the host', () => {
    expect(ROUTES.find((row) => row.path === '/design')).toMatchObject({ bundle: 'host', screen: 'DesignSystem', access: 'public' });
  });

  it('shows every button variant at rest, loading and disabled', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    const buttons = region('Buttons');
    for (const name of ['Primary', 'Secondary', 'Quiet', 'Destructive']) expect(within(buttons).getByRole('button', { name })).toBeEnabled();
    const loading = within(buttons).getAllByRole('button', { name: 'Loading' });
    expect(loading).toHaveLength(4);
    for (const button of loading) expect(button).toHaveAttribute('aria-busy', 'true');
    for (const button of within(buttons).getAllByRole('button', { name: 'Disabled' })) expect(button).toBeDisabled();
  });

  it('shows each field at rest, invalid (tied to its error) and disabled', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    const fields = region('Text fields');
    const [email, invalidEmail] = within(fields).getAllByRole('textbox', { name: 'E-mail' });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(invalidEmail).toHaveAttribute('aria-invalid', 'true');
    expect(invalidEmail).toHaveAccessibleDescription('We send the order confirmation here Please enter a correct e-mail address');
    expect(within(fields).getByRole('textbox', { name: 'Company (optional)' })).toBeEnabled();
    expect(within(fields).getByRole('textbox', { name: 'Company' })).toBeDisabled();
    const countries = within(fields).getAllByRole('combobox', { name: 'Country' });
    expect(countries.map((c) => [c.getAttribute('aria-invalid'), (c as HTMLSelectElement).disabled])).toEqual([
      [null, false],
      ['true', false],
      [null, true],
    ]);
    // Country names come from Intl, in the page's language.
    expect(within(countries[0]!).getByRole('option', { name: 'Germany' })).toBeInTheDocument();
  });

  it('shows the choices in their states, and they work', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    const choices = region('Choices');
    const offers = within(choices).getAllByRole('switch', { name: 'E-mail me about offers' });
    expect(offers[0]).toBeChecked();
    await userEvent.setup().click(offers[0]!);
    expect(offers[0]).not.toBeChecked();
    expect(offers[1]).toBeDisabled();
    expect(within(choices).getByRole('checkbox', { name: 'I agree to the terms' })).toHaveAttribute('aria-invalid', 'true');
    const [salutation, invalid] = within(choices).getAllByRole('radiogroup', { name: 'Salutation' });
    expect(within(salutation!).getByRole('radio', { name: 'Ms' })).toBeChecked();
    expect(within(salutation!).getByRole('radio', { name: 'Other' })).toBeDisabled();
    expect(invalid).toHaveAccessibleDescription('Please choose a salutation');
  });

  it('names its statuses in words, in the page language', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    expect(within(region('Cards, badges and statuses')).getByRole('region', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('shows the file picker, the phone field, the date field and the stepper at rest and invalid', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    const [file, badFile] = within(region('Files and pictures')).getAllByLabelText('Tax certificate (PDF)');
    expect(file).toHaveAttribute('type', 'file');
    expect(badFile).toHaveAttribute('aria-invalid', 'true');
    const phones = region('Phone numbers');
    const [mobile, badMobile] = within(phones).getAllByRole('textbox', { name: 'Mobile' });
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(badMobile).toHaveAccessibleDescription('The courier calls this number Please enter a correct phone number');
    expect(within(phones).getAllByRole('combobox', { name: 'Dial code' })[0]).toHaveValue('+49');
    const dates = region('Dates and quantities');
    expect(within(dates).getByText('12 Apr 1988')).toBeInTheDocument();
    expect(within(dates).getAllByLabelText('Birthday')[1]).toHaveAttribute('aria-invalid', 'true');
    const [quantity] = within(dates).getAllByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(3);
    expect(within(dates).getAllByRole('button', { name: 'More' })[0]).toBeDisabled();
    await userEvent.setup().click(within(dates).getAllByRole('button', { name: 'Less' })[0]!);
    expect(quantity).toHaveValue(2);
  });

  it('shows a table, a loading skeleton and an empty state', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    const data = region('Tables, loading and empty');
    expect(within(within(data).getByRole('table', { name: 'Points history' })).getAllByRole('row')).toHaveLength(3);
    expect(within(data).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(data).getByText('You have no orders yet')).toBeInTheDocument();
  });

  it('shows the search combobox empty, open with grouped suggestions, and with none', async () => {
    await renderShell(<DesignSystem />, { route: '/design' });
    const search = region('Search with suggestions');
    const [empty, open, none] = within(search).getAllByRole('combobox', { name: 'Search the shop' });
    expect(empty).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveValue('sofa');
    const listbox = within(search).getByRole('listbox');
    expect(within(listbox).getByRole('group', { name: 'Products' })).toHaveTextContent('Corner sofa Lina');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(none).toHaveAttribute('aria-expanded', 'false');
    expect(within(search).getByText('No suggestions for “zzz”: press Enter to search')).toBeInTheDocument();
    await userEvent.setup().type(empty!, 'arm{ArrowDown}{Enter}');
    expect(within(search).getByText('Chosen: Armchair Otto')).toBeInTheDocument();
  });
});
