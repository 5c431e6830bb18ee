import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { usePageTitle } from '../components/page-title.ts';
import { useDocumentTitle } from './use-document-title.ts';

function Page({ name }: { name: string | MessageDescriptor | undefined }) {
  usePageTitle(name);
  return null;
}

function Shell({ children }: { children?: React.ReactNode }) {
  useDocumentTitle();
  return <>{children}</>;
}

function renderShell(children?: React.ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <Shell>{children}</Shell>
    </I18nProvider>,
  );
}

describe('the document title', () => {
  it('is "<Page> · <App name>" for the page on screen, and the app name alone when no page names itself', () => {
    const { rerender, unmount } = renderShell(<Page name={msg`Rewards`} />);
    expect(document.title).toBe('Rewards · Partner Incentives');
    rerender(
      <I18nProvider i18n={i18n}>
        <Shell>
          <Page name="PTN rewards on steakUSDC" />
        </Shell>
      </I18nProvider>,
    );
    expect(document.title).toBe('PTN rewards on steakUSDC · Partner Incentives');
    rerender(
      <I18nProvider i18n={i18n}>
        <Shell />
      </I18nProvider>,
    );
    expect(document.title).toBe('Partner Incentives');
    unmount();
  });

  it('lets a page inside speak while its parent has nothing to say (a campaign that is not found)', () => {
    const { unmount } = renderShell(
      <>
        <Page name={undefined} />
        <Page name="Campaign not found" />
      </>,
    );
    expect(document.title).toBe('Campaign not found · Partner Incentives');
    unmount();
  });
});
