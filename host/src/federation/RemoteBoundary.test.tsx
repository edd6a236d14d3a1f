import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appRootElement, FIRST_SCREEN_ID } from '@mall/shared';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';
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

describe("a remote that cannot load on a page the server drew (issue 29)", () => {
  it("gives the server's copy way to the notice with Retry, so the page never stays a frozen picture", async () => {
    document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}" inert aria-hidden="true"><p>server copy</p></div><div id="root"></div>`;
    const root = appRootElement();
    expect(document.getElementById('root')).toBeNull();
    await renderShell(<RemoteFallback bundle="checkout" onRetry={() => undefined} />);
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(document.getElementById('root')).toBe(root);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
