import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BackgroundRender } from './background-render.tsx';

function renderRows(props: { value: readonly string[]; first?: readonly string[] }) {
  const drawn: string[][] = [];
  const Rows = memo(function Rows({ rows }: { rows: readonly string[] }) {
    drawn.push([...rows]);
    return (
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    );
  });
  render(<BackgroundRender {...props} render={(rows) => <Rows rows={rows} />} />);
  return drawn;
}

describe('BackgroundRender', () => {
  it('draws the first value with the page', () => {
    const rows = ['a', 'b', 'c'];
    const drawn = renderRows({ value: rows });
    expect(drawn).toEqual([rows]);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('draws `first` with the page, then the whole value in a render of its own', () => {
    const rows = ['a', 'b', 'c'];
    const drawn = renderRows({ value: rows, first: rows.slice(0, 1) });
    expect(drawn).toEqual([['a'], rows]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(rows);
  });

  it('draws a later value whole, whatever `first` says', () => {
    const Rows = memo(function Rows({ rows }: { rows: readonly string[] }) {
      return <p>{rows.join(',')}</p>;
    });
    const draw = (rows: readonly string[]) => <Rows rows={rows} />;
    const { rerender } = render(<BackgroundRender value={['a', 'b']} first={['a']} render={draw} />);
    expect(screen.getByText('a,b')).toBeInTheDocument();
    rerender(<BackgroundRender value={['a', 'b', 'c']} first={['a']} render={draw} />);
    expect(screen.getByText('a,b,c')).toBeInTheDocument();
  });
});
