import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Combobox } from './Combobox';

const FURNITURE = ['Sofa Lina', 'Sofa Otto', 'Sofa bed Mia'];
const ROOMS = ['Living room'];

function Example({ onSelect = jest.fn(), onSubmit = jest.fn() }: { onSelect?: (option: string) => void; onSubmit?: (text: string) => void }) {
  const [text, setText] = useState('');
  const shown = text.length > 0;
  const sections = [
    { label: 'Products', options: shown ? FURNITURE.filter((name) => name.toLowerCase().includes(text.toLowerCase())) : [] },
    { label: 'Categories', options: shown ? ROOMS : [] },
  ];
  const count = sections.reduce((n, s) => n + s.options.length, 0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text);
      }}
    >
      <Combobox
        label="Search the shop"
        value={text}
        onValueChange={setText}
        sections={sections}
        optionKey={(option) => option}
        renderOption={(option) => option}
        onSelect={onSelect}
        status={shown ? `${count} suggestions` : ''}
      />
      <button type="button">elsewhere</button>
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Search the shop' });
const active = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '');

describe('Combobox', () => {
  it('is a collapsed combobox pointing at its listbox until there is something to suggest', () => {
    render(<Example />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = document.getElementById(field().getAttribute('aria-controls')!);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens as the buyer types, with the options grouped, and says how many in a polite live region', async () => {
    render(<Example />);
    await userEvent.type(field(), 'sofa');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search the shop' });
    expect(listbox).toBeVisible();
    expect(screen.getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([...FURNITURE, 'Living room']);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('4 suggestions');
  });

  it('moves the active option with the arrow keys, wrapping both ways, focus staying in the field', async () => {
    render(<Example />);
    await userEvent.type(field(), 'sofa');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Sofa Lina');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Living room');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toHaveTextContent('Sofa Lina');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent('Living room');
    expect(field()).toHaveFocus();
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
  });

  it('chooses the active option on Enter without submitting the form, and closes', async () => {
    const onSelect = jest.fn();
    const onSubmit = jest.fn();
    render(<Example onSelect={onSelect} onSubmit={onSubmit} />);
    await userEvent.type(field(), 'sofa');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Sofa Otto');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the text on Enter when no option is active', async () => {
    const onSelect = jest.fn();
    const onSubmit = jest.fn();
    render(<Example onSelect={onSelect} onSubmit={onSubmit} />);
    await userEvent.type(field(), 'sofa{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('sofa');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('starts again with no option active when the options change', async () => {
    render(<Example />);
    await userEvent.type(field(), 'sofa');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(field(), ' b');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sofa bed Mia', 'Living room']);
  });

  it('closes on Escape, then clears the field on a second Escape', async () => {
    render(<Example />);
    await userEvent.type(field(), 'sofa');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('sofa');
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toHaveTextContent('Sofa Lina');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(field()).toHaveValue('');
  });

  it('chooses with the mouse, the pointer making an option active, the field keeping focus', async () => {
    const onSelect = jest.fn();
    render(<Example onSelect={onSelect} />);
    await userEvent.type(field(), 'sofa');
    const otto = screen.getByRole('option', { name: 'Sofa Otto' });
    await userEvent.hover(otto);
    expect(otto).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(otto);
    expect(onSelect).toHaveBeenCalledWith('Sofa Otto');
    expect(field()).toHaveFocus();
  });

  it('closes when the focus leaves the field', async () => {
    render(<Example />);
    await userEvent.type(field(), 'sofa');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });
});
