import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Accordion, type AccordionItem } from './Accordion';

const CHANNELS: AccordionItem[] = [
  { value: 'card', title: 'Credit card', icon: <img src="/card.svg" alt="" width={24} height={16} />, content: 'Card form' },
  { value: 'klarna', title: 'Klarna', content: 'Pay later with Klarna' },
  { value: 'paypal', title: 'PayPal', content: 'Continue to PayPal', disabled: true },
];

function PaymentList({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [channel, setChannel] = useState('card');
  return (
    <Accordion
      marker="radio"
      items={CHANNELS}
      value={channel}
      onValueChange={(value) => {
        setChannel(value);
        onChange(value);
      }}
    />
  );
}

describe('Accordion', () => {
  it('keeps only one item open at a time', async () => {
    await renderWithI18n(<PaymentList />);
    const user = userEvent.setup();
    expect(screen.getByText('Card form')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Klarna' }));
    expect(screen.getByRole('button', { name: 'Klarna' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Credit card' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Pay later with Klarna')).toBeVisible();
    expect(screen.queryByText('Card form')).not.toBeInTheDocument();
  });

  it('as a radio list, choosing the chosen item again keeps it chosen', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<PaymentList onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Credit card' }));
    expect(screen.getByRole('button', { name: 'Credit card' })).toHaveAttribute('aria-expanded', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard, and skips a disabled item', async () => {
    await renderWithI18n(<PaymentList />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Credit card' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Klarna' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Klarna' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeDisabled();
  });

  it('puts each header in a heading, with a radio marker hidden from screen readers', async () => {
    await renderWithI18n(<PaymentList />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Credit card', 'Klarna', 'PayPal']);
    const marker = screen.getByRole('button', { name: 'Credit card' }).querySelector('.mall-accordion__radio');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
  });

  it('as a plain disclosure list, can close the open item', async () => {
    await renderWithI18n(<Accordion items={[{ value: 'faq', title: 'Delivery times', content: '3 to 5 days' }]} />);
    const user = userEvent.setup();
    const header = screen.getByRole('button', { name: 'Delivery times' });
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await user.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('an open item without a panel (a pay channel with no form) points at no panel', async () => {
    await renderWithI18n(<Accordion marker="radio" value="mockpay" onValueChange={() => {}} items={[{ value: 'mockpay', title: 'MOCKPAY' }, { value: 'card', title: 'Card', content: 'Card form' }]} />);
    expect(screen.getByRole('button', { name: 'MOCKPAY' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'MOCKPAY' })).not.toHaveAttribute('aria-controls');
  });

  it('an open item with a panel names it as the part it controls', async () => {
    await renderWithI18n(<PaymentList />);
    const header = screen.getByRole('button', { name: 'Credit card' });
    expect(document.getElementById(header.getAttribute('aria-controls')!)).toHaveTextContent('Card form');
  });
});
