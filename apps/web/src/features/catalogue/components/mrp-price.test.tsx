import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MrpPrice } from './mrp-price';

describe('MrpPrice', () => {
  it('strikes through an MRP above the price and says the % off, rounded down', () => {
    const { container } = render(<MrpPrice price={799} mrp={1299} />);
    expect(container.querySelector('s')).toHaveTextContent('MRP ₹1,299');
    // 38.49 % off is shown as 38 %: never more than the shopper saves.
    expect(screen.getByText('38% off')).toBeInTheDocument();
  });

  it('shows the price alone without an MRP, or with one not above the price', () => {
    const { container, rerender } = render(<MrpPrice price={799} mrp={null} />);
    expect(container.querySelector('s')).toBeNull();
    rerender(<MrpPrice price={799} mrp={799} />);
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });
});
