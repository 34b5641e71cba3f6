import { useConfig } from '../../../ui/app-context';
import { openAnalytics } from '../analytics-handoff';

/** Opens the advanced analytics in a new tab, signed in as this user, on the cubes' start page. */
export function AnalyticsButton() {
  const { analyticsUrl, cubesUrl } = useConfig();
  if (!analyticsUrl) return null;
  return (
    <button type="button" className="button" onClick={() => openAnalytics(analyticsUrl, cubesUrl)}>
      Расширенная аналитика
    </button>
  );
}
