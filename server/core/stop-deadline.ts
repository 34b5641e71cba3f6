/**
 * Leaves the process `graceMs` after a stop began if the stop has not finished by then (a request,
 * a task or the database hanging), so a signal always ends the gateway. The timer does not by
 * itself keep the process alive.
 */
export function exitIfStopHangs(graceMs: number): void {
  setTimeout(() => {
    console.error('Шлюз не остановился вовремя: выход без ожидания.');
    process.exit(1);
  }, graceMs).unref();
}
