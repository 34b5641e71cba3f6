import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RetryAlert } from '../../src/ui/RetryAlert';

/** A part of a screen whose load failed: the alert in place of its content until the retry. */
function FailedPart({ retryLabel }: { retryLabel?: string }) {
  const [failed, setFailed] = useState(true);
  return (
    <section aria-label="Часть экрана">
      {failed ? (
        <RetryAlert
          what="Прогноз не пересчитан"
          message="измените условия подбора."
          retryLabel={retryLabel}
          onRetry={() => setFailed(false)}
        />
      ) : (
        <p>Загрузка...</p>
      )}
    </section>
  );
}

describe('RetryAlert', () => {
  it('says what failed and why; «Повторить» goes with the alert and the focus stays in its part of the screen', async () => {
    await render(<FailedPart />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Прогноз не пересчитан: измените условия подбора.');
    const retry = page.getByRole('button', { name: 'Повторить' });
    (retry.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Загрузка...')).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Часть экрана' })).toHaveFocus();
  });

  it('names its button as the retry is, when it is more than the same request again', async () => {
    await render(<FailedPart retryLabel="Загрузить прогноз заново" />);
    await page.getByRole('button', { name: 'Загрузить прогноз заново' }).click();
    await expect.element(page.getByRole('region', { name: 'Часть экрана' })).toHaveFocus();
  });
});
