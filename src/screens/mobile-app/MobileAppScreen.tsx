import { useNavigate } from 'react-router';
import { useAuthSelector, useConfig } from '../../ui/app-context';
import { selectSharedSecret } from '../../machines/session/auth.selectors';
import { QrCode } from '../../ui/QrCode';
import '../../styles/mobile-app.css';

/**
 * /mobile-app: QR codes of the three app stores, and one that signs the app in as this pharmacy.
 * The sign-in code carries the shared secret of the entry link, as JSON with the field sc.
 */
export function MobileAppScreen() {
  const navigate = useNavigate();
  const { appStores } = useConfig();
  const sharedSecret = useAuthSelector(selectSharedSecret);
  const stores = [
    { name: 'App Store', url: appStores.appStore },
    { name: 'Google Play', url: appStores.googlePlay },
    { name: 'AppGallery', url: appStores.appGallery },
  ];

  return (
    <section className="mobile-app" aria-labelledby="mobile-app-title">
      <button type="button" className="button" onClick={() => navigate('/')}>
        ← Назад
      </button>
      <h1 id="mobile-app-title">Мобильное приложение</h1>
      <h2>Установите приложение</h2>
      <ul className="mobile-app__codes">
        {stores.map((store) => (
          <li key={store.name} className="mobile-app__code">
            {store.url ? <QrCode text={store.url} alt={`QR-код: приложение в ${store.name}`} /> : <p>Ссылка не настроена.</p>}
            <span className="mobile-app__caption">{store.name}</span>
          </li>
        ))}
      </ul>
      <h2>Войдите в приложение</h2>
      {sharedSecret ? (
        <figure className="mobile-app__code">
          <QrCode text={JSON.stringify({ sc: sharedSecret })} alt="QR-код для входа в приложение" />
          <figcaption className="mobile-app__caption">Отсканируйте код в приложении, чтобы войти как эта аптека.</figcaption>
        </figure>
      ) : (
        <p>Код для входа появится, когда портал откроют по ссылке для входа из программы аптеки: только она знает секрет аптеки.</p>
      )}
    </section>
  );
}
