import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { selectPharmacyAddress, selectPharmacyCode } from '../machines/auth.selectors';
import { selectOrderHistoryOffered } from '../machines/extensions.selectors';
import { useAuth, useAuthSelector, useConfig, useExtensionsSelector } from '../ui/app-context';
import '../styles/header.css';

/** The header of spec section 2, on every signed-in screen. */
export function Header() {
  const { cubesUrl, helpUrl } = useConfig();
  const auth = useAuth();
  // Order history is our extension: a back end without it gets no link to an empty screen.
  const historyOffered = useExtensionsSelector(selectOrderHistoryOffered);
  return (
    <header className="header">
      <Link to="/" className="header__title">
        Партнёрский портал аптеки
      </Link>
      <nav className="header__nav" aria-label="Основные ссылки">
        <NavLink to="/mobile-app" className="header__link">
          Мобильное приложение
        </NavLink>
        {historyOffered && (
          <NavLink to="/order-history" className="header__link">
            История заказов
          </NavLink>
        )}
        <a href={cubesUrl} className="header__link" target="_blank" rel="noopener noreferrer">
          Аналитика (кубы)
        </a>
        <a href={helpUrl} className="header__link" target="_blank" rel="noopener noreferrer">
          Помощь
        </a>
      </nav>
      <AddressToggle />
      <button type="button" className="header__button" onClick={() => auth.send({ type: 'auth.signOut' })}>
        Выйти
      </button>
    </header>
  );
}

/**
 * The address is ours (the spec's Pharmacy record has none): a back end without it gets a line
 * saying so with the pharmacy's code, so the toggle still tells which pharmacy this is.
 */
const addressNotSentText = (code: string | null): string =>
  code ? `Адрес не передан сервером (код аптеки: ${code})` : 'Адрес не передан сервером';

/** 'АДРЕС АПТЕКИ' until clicked, then the address itself; another click hides it again. */
function AddressToggle() {
  const address = useAuthSelector(selectPharmacyAddress);
  const code = useAuthSelector(selectPharmacyCode);
  const [shown, setShown] = useState(false);
  return (
    <button type="button" className="header__button header__address" aria-pressed={shown} onClick={() => setShown(!shown)}>
      {shown ? (address ?? addressNotSentText(code)) : 'АДРЕС АПТЕКИ'}
    </button>
  );
}
