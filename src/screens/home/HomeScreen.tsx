import { Link } from 'react-router';
import { useAuthSelector, useConfig } from '../../ui/app-context';
import { sections, type Section } from './sections';
import { hasPermissions } from '../../domain/session/permissions';
import { selectAuthorities } from '../../machines/session/auth.selectors';
import '../../styles/home.css';

/** Portal home: the sections this user may open. */
export function HomeScreen() {
  const authorities = useAuthSelector(selectAuthorities);
  const open = sections.filter((section) => hasPermissions(authorities, section.permissions));
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">Разделы портала</h1>
      {open.length === 0 ? (
        <p>Нет доступных разделов.</p>
      ) : (
        <ul className="sections">
          {open.map((section) => (
            <li key={section.title} className="sections__item">
              <SectionLink section={section} />
              <p className="sections__description">{section.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SectionLink({ section }: { section: Section }) {
  const config = useConfig();
  if (section.to) {
    return (
      <Link to={section.to} className="sections__link">
        {section.title}
      </Link>
    );
  }
  return (
    <a href={section.href?.(config)} className="sections__link" target="_blank" rel="noopener noreferrer">
      {section.title}
    </a>
  );
}
