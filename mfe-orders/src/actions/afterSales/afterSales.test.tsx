import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideFragmentLoader, toast, useMarket, useSession, type ApplyModalProps } from '@mall/shared';
import { testBuyer } from '@mall/shared/testing';
import { fakeApi } from '../../testing/screen';
import { order, orderLine } from '../../testing/orders';
import { ops, renderActions } from '../testing';

/** after-sales' ApplyModal, faked: shows what it was given and can report an application. */
const given: ApplyModalProps[] = [];
function FakeApplyModal(props: ApplyModalProps) {
  given.push(props);
  return (
    <div role="dialog" aria-label="Apply form">
      <button type="button" onClick={() => props.onApplied([501])}>
        submit application
      </button>
    </div>
  );
}

beforeEach(() => {
  given.length = 0;
  provideFragmentLoader(async (bundle, expose) => (bundle === 'aftersales' && expose === './ApplyModal' ? { default: FakeApplyModal } : undefined));
  useSession.getState().setUser(testBuyer());
  useMarket.setState({ locale: 'en-GB' });
  fakeApi({});
});
afterEach(() => {
  provideFragmentLoader(undefined);
  jest.restoreAllMocks();
  act(() => toast.clear());
});

const delivered = order(6, {
  displayStatus: 'COMPLETE',
  operationList: ops('buyerApplyReverse'),
  tradeOrderLineList: [
    orderLine(61, 'Oak table', { canReverseQty: 1 }),
    orderLine(62, 'Oak chair', { tradeQty: 4, canReverseQty: 4 }),
    orderLine(63, 'Returned lamp', { canReverseQty: 0 }),
  ],
});

describe('after-sales apply modal', () => {
  it('needs at least one product: please select at least one product to apply after-sales', async () => {
    await renderActions(delivered);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request a return or refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return or refund' });
    // Only lines that can still be applied for are offered, none chosen yet.
    expect(within(dialog).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    expect(within(dialog).queryByText('Returned lamp')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('please select at least one product to apply after-sales');
    // The system's error line: the error colour's icon, tied to the group of products.
    expect(within(dialog).getByRole('alert').querySelector('svg')).not.toBeNull();
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription('please select at least one product to apply after-sales');
    expect(given).toHaveLength(0);
  });

  it('hands the chosen lines to the after-sales form, then tells the success and opens the order', async () => {
    const view = await renderActions(delivered);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request a return or refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return or refund' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Oak chair/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const form = await screen.findByRole('dialog', { name: 'Apply form' });
    expect(given.at(-1)).toMatchObject({ open: true, tradeOrderId: 6, mode: 'afterSales', lines: [{ tradeOrderLineId: 62, quantity: 4, name: 'Oak chair' }] });
    await user.click(within(form).getByRole('button', { name: 'submit application' }));
    await waitFor(() => expect(view.location().pathname).toBe('/buyer/order/detail/6'));
  });

  it('before delivery takes every cancellable line, which cannot be unchecked', async () => {
    const unshipped = order(7, {
      displayStatus: 'UN_DELIVERY',
      operationList: ops('buyerApplyReverse'),
      tradeOrderLineList: [orderLine(71, 'Sofa', { tradeQty: 2, canCancelQty: 2 }), orderLine(72, 'Pouf', { canCancelQty: 1 }), orderLine(73, 'Gone', { canCancelQty: 0 })],
    });
    await renderActions(unshipped);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request a return or refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a return or refund' });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [true, true],
    ]);
    await user.click(boxes[0]!);
    expect(boxes[0]).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Apply form' });
    expect(given.at(-1)).toMatchObject({
      mode: 'cancelBeforeDelivery',
      lines: [
        { tradeOrderLineId: 71, quantity: 2 },
        { tradeOrderLineId: 72, quantity: 1 },
      ],
    });
  });

  it('on a phone goes to the apply page with the chosen lines instead of the modal form', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    try {
      const view = await renderActions(delivered);
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Request a return or refund' }));
      const dialog = await screen.findByRole('dialog', { name: 'Request a return or refund' });
      await user.click(within(dialog).getByRole('checkbox', { name: /Oak chair/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(view.location().pathname).toBe('/buyer/as-apply'));
      expect(view.location().search).toBe('?tradeOrderId=6&tradeOrderLineId=62');
      expect(given).toHaveLength(0);
    } finally {
      window.matchMedia = wide;
    }
  });
});
