import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test/render.tsx';
import WidgetPage from './widget-page.tsx';

function renderWidget(query: string) {
  renderRoute([{ path: '/widget', element: <WidgetPage /> }], `/widget?${query}`);
}

describe('WidgetPage', () => {
  it('names each attribute that is wrong, quoting what the page gave', async () => {
    renderWidget('chain=abc&target=0xzz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('chain="abc" is not a chain id such as 1.');
    expect(alert).toHaveTextContent('target="0xzz" is not an address (0x and 40 hexadecimal digits).');
  });

  it('says which attribute is missing, and what a campaign id looks like', async () => {
    renderWidget('target=0x0000000000000000000000000000000000000001');
    expect(await screen.findByRole('alert')).toHaveTextContent('chain is missing.');
    renderWidget('campaign=notanid');
    expect((await screen.findAllByRole('alert'))[1]).toHaveTextContent(
      'campaign="notanid" is not a campaign id such as 8453:12.',
    );
  });
});
