import { screen, within } from '@testing-library/react';
import { renderWithI18n } from '../testing';
import { DataTable } from './DataTable';

const rows = [
  { id: 1, what: 'Order placed', points: '+120' },
  { id: 2, what: 'Review written', points: '+10' },
];

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and one row per item', async () => {
    await renderWithI18n(
      <DataTable
        caption="Points history"
        columns={[
          { key: 'what', header: 'What', cell: (r) => r.what },
          { key: 'points', header: 'Points', cell: (r) => r.points, numeric: true },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Points history' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['What', 'Points']);
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('cell', { name: '+120' })).toHaveClass('mall-table__numeric');
  });

  it('labels every cell with its header, for the card each row becomes on a phone', async () => {
    await renderWithI18n(
      <DataTable caption="Points" captionHidden columns={[{ key: 'what', header: 'What', cell: (r) => r.what }, { key: 'points', header: 'Points', cell: (r) => r.points }]} rows={rows} rowKey={(r) => r.id} />,
    );
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['What', 'Points', 'What', 'Points']);
    expect(screen.getByText('Points', { selector: 'caption' })).toHaveClass('mall-visually-hidden');
  });
});
