import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { selectPharmacyAddress, selectPharmacyCode } from '../machines/session/auth.selectors';
import { selectOrderHistoryOffered } from '../machines/session/extensions.selectors';
import { useAuth, useAuthSelector, useConfig, useExtensionsSelector } from '../ui/app-context';
import '../styles/header.css';

/**
 * The header of spec section 2, on every signed-in screen. On a phone the links and the address
 * fold into «Меню» (a line of 1 100 px does not fit 390 px), while «Выйти» always stays on the
 * line; on a wide screen the menu button is not there and everything shows in one row.
 */
export function Header() {
  const { cubesUrl, helpUrl } = useConfig();
  const auth = useAuth();
  // Order history is our extension: a back end without it gets no link to an empty screen.
  const historyOffered = useExtensionsSelector(selectOrderHistoryOffered);
  const menu = usePhoneMenu();
  return (
    <header className="header">
      <Link to="/" className="header__title">
        Партнёрский портал аптеки
      </Link>
      <button
        ref={menu.button}
        type="button"
        className="header__button header__menu-button"
        aria-expanded={menu.open}
        aria-controls={menu.id}
        onClick={menu.toggle}
      >
        Меню
      </button>
      <div
        id={menu.id}
        className={menu.open ? 'header__menu header__menu--open' : 'header__menu'}
        onKeyDown={menu.closeOnEscape}
        onBlur={menu.closeWhenLeft}
      >
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
      </div>
      <button type="button" className="header__button header__sign-out" onClick={() => auth.send({ type: 'auth.signOut' })}>
        Выйти
      </button>
    </header>
  );
}

/**
 * The phone menu: opened and closed by its button, closed by Escape (the focus back on the button),
 * by a page change and by the focus leaving it for anything but its button (whose press toggles it).
 */
function usePhoneMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return {
    open,
    id,
    button,
    toggle: () => setOpen(!open),
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    },
    closeWhenLeft: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (open && next instanceof Node && !event.currentTarget.contains(next) && next !== button.current) setOpen(false);
    },
  };
}

/**
 * The address is ours (the spec's Pharmacy record has none): a back end without it gets a line
 * saying so with the pharmacy's code, so the toggle still tells which pharmacy this is.
 */
const addressNotSentText = (code: string | null): string =>
  code ? `Адрес не передан сервером (код аптеки: ${code})` : 'Адрес не передан сервером';

/** 'АДРЕС АПТЕКИ' until clicked, then the address itself; another click or Escape hides it again. */
function AddressToggle() {
  const address = useAuthSelector(selectPharmacyAddress);
  const code = useAuthSelector(selectPharmacyCode);
  const [shown, setShown] = useState(false);
  return (
    <button
      type="button"
      className="header__button header__address"
      aria-pressed={shown}
      onClick={() => setShown(!shown)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !shown) return;
        // The address goes first; the next Escape closes the phone menu.
        event.stopPropagation();
        setShown(false);
      }}
    >
      {shown ? (address ?? addressNotSentText(code)) : 'АДРЕС АПТЕКИ'}
    </button>
  );
}
