import { siteContent } from '../config/site';

export function Footer() {
  const { copyrightYear, name } = siteContent();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          © {copyrightYear} {name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
