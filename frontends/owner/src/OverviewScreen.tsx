import { pagesOpenTo } from './owner-pages';
import type { SignedInScreenProps } from './screen-props';

/** /config: who is signed in and the pages their roles open. */
export function OverviewScreen({ account }: SignedInScreenProps) {
  const pages = pagesOpenTo(account.permissions).filter((page) => page.page !== 'overview');
  return (
    <div className="owner-overview">
      <p>Signed in as {account.displayName || account.email}.</p>
      <section aria-labelledby="owner-overview-pages">
        <h2 id="owner-overview-pages">What you can open</h2>
        <ul className="owner-page-list">
          {pages.map((page) => (
            <li key={page.page}>
              <a href={page.path}>{page.title}</a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
