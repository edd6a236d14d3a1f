import { render, screen, within } from '@testing-library/react';
import { Badge, Status } from './Badge';
import { Card } from './Card';

describe('Card', () => {
  it('a titled card is a region named by its heading, at the level asked for', () => {
    render(
      <Card title="Delivery address" headingLevel={3} actions={<button type="button">Edit</button>}>
        Anna Schmidt
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Delivery address' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Delivery address' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Anna Schmidt');
  });

  it('an untitled card is no landmark and draws no empty header', () => {
    const { container } = render(<Card>Just content</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('header')).toBeNull();
  });
});

describe('Badge and Status', () => {
  it('a status says its state in words; the coloured dot is hidden from assistive technology', () => {
    const { container } = render(<Status tone="success">Paid</Status>);
    expect(screen.getByText('Paid')).toBeVisible();
    expect(container.querySelector('.mall-status__dot')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveClass('mall-status--success');
  });

  it('a badge takes the tone asked for, neutral by default', () => {
    render(
      <>
        <Badge>New</Badge>
        <Badge tone="warning">Pre-sale</Badge>
      </>,
    );
    expect(screen.getByText('New')).toHaveClass('mall-badge--neutral');
    expect(screen.getByText('Pre-sale')).toHaveClass('mall-badge--warning');
  });
});
