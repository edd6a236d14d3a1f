import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithI18n } from '../testing';
import { TextArea } from './TextArea';

const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]') as HTMLElement;

describe('TextArea', () => {
  it('tells the limit in its description and counts what is typed', async () => {
    const { container } = await renderWithI18n(<TextArea label="Your review" hint="What did you like?" maxLength={50} />);
    const box = screen.getByRole('textbox', { name: 'Your review' });
    expect(box).toHaveAccessibleDescription('What did you like? Up to 50 characters');
    expect(container).toHaveTextContent('0/50');
    await userEvent.setup().type(box, 'Comfy sofa');
    expect(container).toHaveTextContent('10/50');
  });

  it('announces the characters left only near the limit, not on every key', async () => {
    const { container } = await renderWithI18n(<TextArea label="Note" maxLength={100} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    const user = userEvent.setup();
    await user.type(box, 'x'.repeat(80));
    expect(liveRegion(container)).toBeEmptyDOMElement();
    await user.type(box, 'x'.repeat(12));
    expect(liveRegion(container)).toHaveTextContent('8 characters remaining');
    await user.type(box, 'x'.repeat(7));
    expect(liveRegion(container)).toHaveTextContent('1 character remaining');
  });

  it('does not take more than the limit', async () => {
    await renderWithI18n(<TextArea label="Note" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.setup().type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
  });

  it('counts a text react-hook-form filled in, and keeps the form informed', async () => {
    const seen = jest.fn();
    function Form() {
      const form = useForm({ defaultValues: { content: 'Solid oak' } });
      return (
        <form onSubmit={form.handleSubmit(seen)}>
          <TextArea label="Review" maxLength={200} {...form.register('content')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    const { container } = await renderWithI18n(<Form />);
    expect(container).toHaveTextContent('9/200');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Review' }), '!');
    expect(container).toHaveTextContent('10/200');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(seen.mock.calls[0][0]).toEqual({ content: 'Solid oak!' });
  });

  it('on error: invalid, the error in its description after the limit', async () => {
    await renderWithI18n(<TextArea label="Reason" maxLength={500} error="Please describe the problem" />, { language: 'de' });
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please describe the problem Bis zu 500 Zeichen');
  });

  it('shows the count in a screen\'s own words when given', async () => {
    const { container } = await renderWithI18n(<TextArea label="Review" maxLength={300} counter={(left, max) => `${left} of ${max} characters left`} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Review' }), 'Solid oak');
    expect(container).toHaveTextContent('291 of 300 characters left');
  });

  it('without a limit shows no counter', async () => {
    const { container } = await renderWithI18n(<TextArea label="Note" />);
    expect(liveRegion(container)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute('aria-describedby');
  });
});
