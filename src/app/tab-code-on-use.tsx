import { RetryAlert } from '../ui/RetryAlert';
import type { TabScreenProps } from '../ui/report-tabs';
import { useCodeOnUse } from '../ui/use-code-on-use';
import { Waiting } from '../ui/Waiting';
import type { TabCode, TabScreen } from './report-tab-code';

/**
 * A reports tab whose code is fetched the first time it is shown: the waiting screen meanwhile (its
 * padding keeps the place, as the route's own), and a failed fetch is an error with 'Повторить',
 * never a blank panel, and it is fetched again by itself when the line comes back. A tab whose code
 * has come (fetched beside the reports screen's, or shown before) is drawn at once.
 */
export function tabCodeOnUse(code: TabCode): TabScreen {
  function TabCodeOnUse(props: TabScreenProps) {
    const { value: Screen, failed, tryAgain, message } = useCodeOnUse(code);
    if (Screen) return <Screen {...props} />;
    if (failed) return <RetryAlert what="Не удалось загрузить вкладку" message={message} onRetry={tryAgain} />;
    return <Waiting />;
  }
  return TabCodeOnUse;
}
