import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { selectLineNotice, selectRetryAt } from '../machines/session/connection.machine';
import { useConnectionSelector } from '../ui/app-context';
import '../styles/line-notice.css';

/** What the notice says: what still works while the line is down, what waits for it. */
export const lineNoticeTexts = {
  offline: 'Нет связи с сервером.',
  offlineDetail:
    'Вводить количества можно: черновики хранятся на этом компьютере. Отправить заказ и загрузить данные не получится, пока связь не вернётся; загрузка повторится сама.',
  outage: 'Сервер временно недоступен.',
  retryIn: (seconds: number) => `Повторим загрузку через ${seconds} с.`,
  retrying: 'Повторяем загрузку…',
  outageDetail: 'Вводить количества можно: черновики хранятся на этом компьютере. Заказы не отправятся, пока сервер не вернётся.',
  /**
   * The payroll keeps its typed figures as a draft on this computer, as the orders do, but has
   * no quantities and no order to send: its own words.
   */
  payrollDetail: 'Введённое в расчёте хранится как черновик на этом компьютере. Сохранить расчёт получится, когда связь вернётся.',
} as const;

/** The payroll's tab, which speaks of its figures rather than of orders. */
const onPayroll = (search: string) => new URLSearchParams(search).get('tab') === 'payrollCalculation';

/**
 * The line's notice at the top of every page (not a modal: nothing to close, the work goes on):
 * shown while the browser is offline, calls get no answer or the server is temporarily unavailable,
 * gone when the line is back. A status region that appears with its text is read out; while all
 * is well there is none, so the page's own status lines stay the only ones.
 */
export function LineNotice() {
  const notice = useConnectionSelector(selectLineNotice);
  if (!notice) return null;
  return (
    <div className="line-notice" role="status">
      <NoticeText outage={notice !== 'offline'} />
    </div>
  );
}

function NoticeText({ outage }: { outage: boolean }) {
  const retryAt = useConnectionSelector(selectRetryAt);
  const payroll = onPayroll(useLocation().search);
  if (!outage) {
    return (
      <p>
        <strong>{lineNoticeTexts.offline}</strong> {payroll ? lineNoticeTexts.payrollDetail : lineNoticeTexts.offlineDetail}
      </p>
    );
  }
  return (
    <p>
      <strong>{lineNoticeTexts.outage}</strong>{' '}
      {retryAt !== null ? <RetryCountdown key={retryAt} retryAt={retryAt} /> : lineNoticeTexts.retrying}{' '}
      {payroll ? lineNoticeTexts.payrollDetail : lineNoticeTexts.outageDetail}
    </p>
  );
}

const secondsLeft = (retryAt: number) => Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));

/**
 * «Повторим загрузку через N с.», counting down. A screen reader hears the first figure once; the
 * ticking itself is for the eye (a live region would read every second aloud).
 */
function RetryCountdown({ retryAt }: { retryAt: number }) {
  const [first] = useState(() => secondsLeft(retryAt));
  const [left, setLeft] = useState(first);
  useEffect(() => {
    const ticking = window.setInterval(() => setLeft(secondsLeft(retryAt)), 1000);
    return () => window.clearInterval(ticking);
  }, [retryAt]);
  return (
    <>
      <span className="visually-hidden">{lineNoticeTexts.retryIn(first)}</span>
      <span aria-hidden="true">{left > 0 ? lineNoticeTexts.retryIn(left) : lineNoticeTexts.retrying}</span>
    </>
  );
}
