import '../styles/frame.css';

/** Shown instead of the portal when it cannot start, e.g. config.json is missing or malformed. */
export function StartupError({ message }: { message: string }) {
  return (
    <main className="frame-message">
      <h1>Портал не запустился</h1>
      <p role="alert">
        <strong>{message}</strong>
      </p>
      <p>Обновите страницу через несколько минут. Если ошибка повторяется, сообщите в техническую поддержку.</p>
    </main>
  );
}
