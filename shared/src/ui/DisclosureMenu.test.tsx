import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing';
import { importClosure } from '../testing/importGraph';
import { DisclosureMenu } from './DisclosureMenu';

function Membership() {
  return (
    <>
      <DisclosureMenu label="Membership">
        <ul aria-label="Membership links">
          <li>
            <a href="#benefits" onClick={(event) => event.preventDefault()}>
              Member benefits
            </a>
          </li>
          <li>
            <a href="#points" onClick={(event) => event.preventDefault()}>
              My points
            </a>
          </li>
        </ul>
      </DisclosureMenu>
      <a href="#cart">Cart</a>
    </>
  );
}

describe('DisclosureMenu', () => {
  it('shows its links only when opened, and says so on the button', async () => {
    await renderWithI18n(<Membership />);
    const button = screen.getByRole('button', { name: 'Membership' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('mall-button');
    expect(screen.queryByRole('link', { name: 'My points' })).not.toBeInTheDocument();

    await userEvent.setup().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list', { name: 'Membership links' }).parentElement!.id);
    expect(screen.getByRole('link', { name: 'My points' })).toBeVisible();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await renderWithI18n(<Membership />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Membership' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Member benefits' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Member benefits' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when a link is chosen, on a click outside and when focus moves on', async () => {
    await renderWithI18n(<Membership />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Membership' });

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'My points' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.tab(); // Member benefits
    await user.tab(); // My points
    await user.tab(); // out, to the cart
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('carries no Radix: the top bar holds it on every page, `/` included (issue 29)', () => {
    const { packages } = importClosure(join(__dirname, 'DisclosureMenu.tsx'));
    expect([...packages].filter((name) => name.startsWith('@radix-ui/'))).toEqual([]);
  });
});
