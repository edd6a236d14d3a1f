import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithI18n } from '../testing';
import { DateField } from './DateField';
import { DateTime } from './DateTime';

function Birthday({ error }: { error?: string }) {
  const form = useForm({ defaultValues: { birthday: '1988-04-12' } });
  return (
    <form>
      <DateField label="Birthday" hint="For a birthday voucher" error={error} {...form.register('birthday')} />
      <output data-testid="value">{form.watch('birthday')}</output>
    </form>
  );
}

describe('DateField', () => {
  it("shows the form's day in the page's language under the box, and follows a new one", async () => {
    await renderWithI18n(<Birthday />, { language: 'de' });
    const box = screen.getByLabelText('Birthday');
    expect(box).toHaveAttribute('type', 'date');
    expect(box).toHaveValue('1988-04-12');
    expect(screen.getByText('12.04.1988')).toBeInTheDocument();
    await userEvent.setup().clear(box);
    await userEvent.setup().type(box, '1990-01-31');
    expect(screen.getByText('31.01.1990')).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('1990-01-31');
  });

  it('ties its hint and error to the box', async () => {
    await renderWithI18n(<Birthday error="Enter a date in the past" />);
    const box = screen.getByLabelText('Birthday');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('For a birthday voucher Enter a date in the past');
  });
});

describe('DateTime', () => {
  it("writes a date and a time in the buyer's language, never the raw text", async () => {
    await renderWithI18n(
      <p>
        <DateTime value="1988-04-12" /> · <DateTime value="2026-10-07T10:36:34Z" withTime />
      </p>,
      { language: 'zh-CN' },
    );
    expect(screen.getByText('1988年4月12日')).toHaveAttribute('dateTime', '1988-04-12');
    expect(screen.getByText(/^2026年10月7日 \d{2}:36$/)).toBeInTheDocument();
  });

  it('writes English dates as Europe does, and reads a server\'s "YYYY-MM-DD hh:mm:ss"', async () => {
    await renderWithI18n(<DateTime value="2026-10-07 10:36:34" withTime />);
    expect(screen.getByText('7 Oct 2026, 10:36')).toBeInTheDocument();
  });
});
