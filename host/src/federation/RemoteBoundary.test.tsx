import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from './RemoteBoundary';
import { renderShell } from '../testing';

let shouldThrow = true;
function FlakyScreen() {
  if (shouldThrow) throw new Error('remote crashed');
  return <p>orders screen</p>;
}

describe('a remote that throws while rendering', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is contained with a retry button; the shell beside it keeps rendering', async () => {
    shouldThrow = true;
    const onRetry = jest.fn();
    await renderShell(
      <>
        <header>top bar</header>
        <RemoteBoundary bundle="orders" onRetry={onRetry}>
          <FlakyScreen />
        </RemoteBoundary>
      </>,
    );
    expect(screen.getByText('top bar')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded');

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('orders screen')).toBeInTheDocument();
  });
});
