import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { Tabs, type TabItem } from './Tabs';

const ORDER_TABS: TabItem[] = [
  { value: 'all', label: 'All Orders', count: 12 },
  { value: 'unpaid', label: 'Awaiting Payment', count: 3 },
  { value: 'unshipped', label: 'Awaiting Shipment', count: 0 },
  { value: 'completed', label: 'Completed' },
];

function OrderTabs({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [status, setStatus] = useState('all');
  return (
    <Tabs
      label="Order status"
      items={ORDER_TABS}
      value={status}
      onValueChange={(value) => {
        setStatus(value);
        onChange(value);
      }}
    >
      Orders with status {status}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows a count in brackets only when it is not zero', async () => {
    await renderWithI18n(<OrderTabs />);
    expect(screen.getByRole('tab', { name: 'Awaiting Payment (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Awaiting Shipment' })).not.toHaveTextContent(/[()]/);
    expect(screen.getByRole('tab', { name: 'Completed' })).not.toHaveTextContent(/[()]/);
  });

  it('selects a tab on click and shows the shared panel for it', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<OrderTabs onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('tab', { name: /Awaiting Payment/ }));
    expect(onChange).toHaveBeenCalledWith('unpaid');
    expect(screen.getByRole('tab', { name: /Awaiting Payment/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Orders with status unpaid');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Awaiting Payment (3)');
  });

  it('moves between tabs with the arrow keys', async () => {
    const onChange = jest.fn();
    await renderWithI18n(<OrderTabs onChange={onChange} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: /All Orders/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Awaiting Payment/ })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('unpaid');
  });

  it('names the tab list', async () => {
    await renderWithI18n(<OrderTabs />);
    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeInTheDocument();
  });

  it('renders each item its own panel when no shared panel is given', async () => {
    await renderWithI18n(
      <Tabs
        value="unComment"
        onValueChange={() => {}}
        items={[
          { value: 'unComment', label: '待评价', count: 2, content: '您没有待评价订单~' },
          { value: 'comment', label: '已评价', content: '未搜索到相关评价~' },
        ]}
      />,
      { language: 'zh-CN' },
    );
    expect(screen.getByRole('tab', { name: '待评价 (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('您没有待评价订单~');
  });
});
