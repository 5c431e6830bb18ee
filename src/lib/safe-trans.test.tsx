import { Plural, Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

function Quote({ text }: { text: string }) {
  return (
    <p>
      <Trans>
        This link names “{text}”, which is not a <strong>username</strong>
      </Trans>
    </p>
  );
}

describe('Trans', () => {
  it('puts outside text holding a tag in a sentence as it is written, not as markup', () => {
    render(<Quote text="<b>bold</b> and <0/>" />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'This link names “<b>bold</b> and <0/>”, which is not a username',
    );
    expect(screen.getByText('username').tagName).toBe('STRONG');
  });

  it('keeps plain values and plurals as they were', () => {
    render(
      <p>
        <Trans>
          Hello {'alice'}, <Plural value={3} one="# campaign" other="# campaigns" />
        </Trans>
      </p>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello alice, 3 campaigns');
  });
});
