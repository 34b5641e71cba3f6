import { useEffect, useState } from 'react';
import { noNetworkText } from '../api/shared/http';
import { onLineBack } from '../machines/session/line-return';
import { RetryAlert } from '../ui/RetryAlert';
import type { TabScreenProps } from '../ui/report-tabs';
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
    const [Screen, setScreen] = useState<TabScreen | undefined>(code.loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const tryAgain = () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    };

    useEffect(() => {
      if (Screen) return;
      let shown = true;
      code.load().then(
        (screen) => {
          // A component is a function: set it as a value, not as an update of the state.
          if (shown) setScreen(() => screen);
        },
        () => {
          if (shown) setFailed(true);
        },
      );
      return () => {
        shown = false;
      };
    }, [Screen, attempt]);

    // Fetched while the line was down: fetched again once it is back, as the screens' loads are.
    useEffect(() => {
      if (!failed) return;
      return onLineBack(tryAgain);
    }, [failed]);

    if (Screen) return <Screen {...props} />;
    if (failed) return <RetryAlert what="Не удалось загрузить вкладку" message={noNetworkText} onRetry={tryAgain} />;
    return <Waiting />;
  }
  return TabCodeOnUse;
}
